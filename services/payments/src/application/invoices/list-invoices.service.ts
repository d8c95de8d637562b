import { Inject, Injectable } from '@nestjs/common';
import { AppError, type AuthUser } from '@clipwerk/kit';
import { INVOICE_ISSUER, type InvoiceIssuer } from '../../config';
import { ErrorCodes, Messages } from '../../domain/messages';
import { InvoiceRepository, type StoredInvoice } from '../../infrastructure/persistence/invoice.repository';
import { renderInvoicePdf } from '../../infrastructure/pdf/invoice-pdf';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invoiceNotFound(): AppError {
  return AppError.notFound(ErrorCodes.invoiceNotFound, Messages.invoiceNotFound);
}

/** A party's invoices and statements; anyone else gets the 404 of a document that does not exist. */
@Injectable()
export class ListInvoicesService {
  constructor(
    private readonly invoices: InvoiceRepository,
    @Inject(INVOICE_ISSUER) private readonly issuer: InvoiceIssuer,
  ) {}

  list(caller: AuthUser): Promise<StoredInvoice[]> {
    return this.invoices.listForParty(caller.id);
  }

  async pdf(caller: AuthUser, invoiceId: string): Promise<{ invoice: StoredInvoice; pdf: Buffer }> {
    const invoice = UUID.test(invoiceId) ? await this.invoices.findById(invoiceId) : null;
    if (!invoice || invoice.partyId !== caller.id) throw invoiceNotFound();
    return { invoice, pdf: await renderInvoicePdf(invoice, this.issuer) };
  }
}
