import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { Public } from '@clipwerk/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BrowserStep, GoogleSignInFlow } from '../../application/sign-in-with-google/google-sign-in.flow';

/** Browser navigations, not API calls: every answer is a redirect. */
@Controller('auth/google')
@Public()
export class GoogleAuthController {
  constructor(private readonly flow: GoogleSignInFlow) {}

  // Declared before `:role`; find-my-way prefers the static segment anyway.
  @Get('callback')
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    send(reply, await this.flow.finish({ query: request.query, headers: request.headers }));
  }

  /** `?from=register` sends a failure back to the registration page instead of login. */
  @Get(':role')
  async start(@Param('role') role: string, @Query('from') from: unknown, @Res() reply: FastifyReply) {
    send(reply, await this.flow.start(role, from));
  }
}

function send(reply: FastifyReply, step: BrowserStep): void {
  if (step.setCookie) void reply.header('set-cookie', step.setCookie);
  void reply.header('cache-control', 'no-store').redirect(step.redirect, 302);
}
