import { Controller, Get, type Type } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Public } from '../auth/auth.guard';
import type { RetentionAnswer, StatedRetention } from './retention-answer';

/**
 * A context's public `GET /<prefix>/retention` for the privacy page, the same in every context: the periods the
 * context states, worded by it from the figures its purge goes by. Read signed out, as the page is.
 */
export function retentionController(context: string, prefix: string, periods: () => StatedRetention[]): Type<unknown> {
  @Controller(prefix)
  class RetentionController {
    @Public()
    @Get('retention')
    // One operation id per context: the embedded gateway describes all six in one document.
    @ApiOperation({ operationId: `${context}Retention` })
    periods(): RetentionAnswer {
      return { success: true, data: { periods: periods() } };
    }
  }
  return RetentionController;
}
