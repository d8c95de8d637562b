import { Controller, Get, Param, Res } from '@nestjs/common';
import { AppError, type AuthUser, CurrentUser } from '@clipwerk/kit';
import type { FastifyReply } from 'fastify';
import { ListInvoicesService } from '../../application/invoices/list-invoices.service';
import { ErrorCodes, Messages } from '../../domain/messages';
import { toEuros } from '../../domain/money';
import type { InvoicesAnswer } from './api.contract';

const PDF_FILE = /^(.+)\.pdf$/;

/** Invoices (companies) and payout statements (creators): the list and each as a PDF, for its own party only. */
@Controller('payments/invoices')
export class InvoicesController {
  constructor(private readonly invoices: ListInvoicesService) {}

  @Get()
  async list(@CurrentUser() caller: AuthUser): Promise<InvoicesAnswer> {
    const invoices = await this.invoices.list(caller);
    return {
      success: true,
      data: {
        invoices: invoices.map((invoice) => ({
          id: invoice.id,
          number: invoice.number,
          kind: invoice.kind,
          title: invoice.content.title,
          projectId: invoice.projectId,
          projectTitle: invoice.content.projectTitle,
          amount: toEuros(invoice.totalCents),
          issuedAt: invoice.issuedAt.toISOString(),
          pdfUrl: `/api/payments/invoices/${invoice.id}.pdf`,
        })),
      },
    };
  }

  @Get(':file')
  async pdf(@CurrentUser() caller: AuthUser, @Param('file') file: string, @Res() reply: FastifyReply) {
    const id = PDF_FILE.exec(file)?.[1];
    if (!id) throw AppError.notFound(ErrorCodes.invoiceNotFound, Messages.invoiceNotFound);
    const { invoice, pdf } = await this.invoices.pdf(caller, id);
    return reply
      .headers({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${invoice.number}.pdf"`,
        'content-length': String(pdf.length),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      })
      .send(pdf);
  }
}
