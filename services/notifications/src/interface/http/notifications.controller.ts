import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { type AuthUser, CurrentUser, Public } from '@clipwerk/kit';
import type { FastifyReply } from 'fastify';
import { NoticesService } from '../../application/notices/notices.service';
import { presentNotice } from '../../application/notices/present-notice';
import { PreferencesService } from '../../application/preferences/preferences.service';
import { Messages } from '../../domain/messages';
import type { EmailPreferencesAnswer, NoticesAnswer } from './api.contract';

/** The bell (one's own notices), e-mail switches, and the one-click unsubscribe of every mail. */
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notices: NoticesService,
    private readonly preferences: PreferencesService,
  ) {}

  @Get()
  async list(@CurrentUser() caller: AuthUser): Promise<NoticesAnswer> {
    const { notices, unreadCount } = await this.notices.list(caller.id);
    return { success: true, notifications: notices.map(presentNotice), unreadCount };
  }

  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentUser() caller: AuthUser) {
    return { success: true, marked: await this.notices.markAllRead(caller.id), unreadCount: 0 };
  }

  @Get('preferences')
  async getPreferences(@CurrentUser() caller: AuthUser): Promise<EmailPreferencesAnswer> {
    return { success: true, email: await this.preferences.get(caller.id) };
  }

  /** `{ email: { proposal: false, ... } }`: only the kinds named change. */
  @Put('preferences')
  async putPreferences(@CurrentUser() caller: AuthUser, @Body() body: Record<string, unknown>): Promise<EmailPreferencesAnswer> {
    return { success: true, email: await this.preferences.change(caller.id, body?.email) };
  }

  /** The link in every mail: a short Dutch page, no sign-in needed (the token says who and what). */
  @Public()
  @Get('unsubscribe')
  async unsubscribePage(@Query('token') token: unknown, @Res() reply: FastifyReply) {
    const kind = await this.preferences.unsubscribe(token).catch(() => null);
    const text = kind ? Messages.unsubscribed(kind) : Messages.unsubscribeInvalid;
    return reply
      .status(kind ? 200 : 400)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="nl"><meta charset="utf-8"><title>Clipwerk</title><p>${text}</p></html>`);
  }

  /** One-click unsubscribe (RFC 8058): mail clients post here without a page. */
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(@Query('token') token: unknown) {
    return { success: true, message: Messages.unsubscribed(await this.preferences.unsubscribe(token)) };
  }

  @Post(':id/read')
  @HttpCode(200)
  async read(@CurrentUser() caller: AuthUser, @Param('id') id: string) {
    await this.notices.markRead(caller.id, id);
    return { success: true };
  }
}
