import { Body, Controller, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import { type AuthUser, CurrentUser, Public } from '@clipwerk/kit';
import type { FastifyRequest } from 'fastify';
import { GetCurrentUserService } from '../../application/current-user/get-current-user.service';
import { RequestPasswordResetService } from '../../application/forgot-password/request-password-reset.service';
import { LoginService } from '../../application/login/login.service';
import { LogoutService } from '../../application/logout/logout.service';
import { LogoutEverywhereService } from '../../application/logout-everywhere/logout-everywhere.service';
import { RegisterUserService } from '../../application/register-user/register-user.service';
import { ResetPasswordService } from '../../application/reset-password/reset-password.service';
import { GoogleSignInFlow } from '../../application/sign-in-with-google/google-sign-in.flow';
import { Messages } from '../../domain/messages';
import { SigningKeys } from '../../infrastructure/security/signing-keys';
import { ForgotPasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from './dto/auth.request.dto';
import { UserPresenter } from './user.presenter';
import type { CurrentUserAnswer, LoginAnswer, MessageAnswer, ProvidersAnswer, RegisterAnswer } from './api.contract';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly registerUser: RegisterUserService,
    private readonly login: LoginService,
    private readonly logout: LogoutService,
    private readonly logoutEverywhere: LogoutEverywhereService,
    private readonly currentUser: GetCurrentUserService,
    private readonly requestReset: RequestPasswordResetService,
    private readonly resetPassword: ResetPasswordService,
    private readonly google: GoogleSignInFlow,
    private readonly keys: SigningKeys,
    private readonly present: UserPresenter,
  ) {}

  @Public()
  @Post('register')
  async register(@Body() body: RegisterRequest): Promise<RegisterAnswer> {
    const { token, user } = await this.registerUser.execute(body);
    return { success: true, message: Messages.registered, token, user: this.present.user(user) };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async logIn(@Body() body: LoginRequest, @Req() request: FastifyRequest): Promise<LoginAnswer> {
    const { token, user } = await this.login.execute({ email: body.email, password: body.password, address: request.ip });
    return { success: true, token, user: this.present.user(user) };
  }

  @Get('me')
  async me(@CurrentUser() caller: AuthUser): Promise<CurrentUserAnswer> {
    return { success: true, user: this.present.user(await this.currentUser.execute(caller.id)) };
  }

  @Post('logout')
  @HttpCode(200)
  async logOut(@CurrentUser() caller: AuthUser): Promise<MessageAnswer> {
    await this.logout.execute(caller);
    return { success: true, message: Messages.loggedOut };
  }

  /** Ends every session of the account, this one included. */
  @Post('logout-all')
  @HttpCode(200)
  async logOutEverywhere(@CurrentUser() caller: AuthUser): Promise<MessageAnswer> {
    await this.logoutEverywhere.execute(caller.id);
    return { success: true, message: Messages.loggedOutEverywhere };
  }

  @Public()
  @Get('providers')
  providers(): ProvidersAnswer {
    return { success: true, providers: { google: this.google.enabled } };
  }

  /** The public keys every verifier uses (a remote kit KeyRing fetches and caches this). */
  @Public()
  @Get('jwks')
  @Header('Cache-Control', 'public, max-age=300')
  jwks() {
    return this.keys.jwks();
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Body() body: ForgotPasswordRequest, @Req() request: FastifyRequest): Promise<MessageAnswer> {
    await this.requestReset.execute(body.email, request.ip);
    return { success: true, message: Messages.resetRequested };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async reset(@Body() body: ResetPasswordRequest): Promise<MessageAnswer> {
    await this.resetPassword.execute(body.token, body.password);
    return { success: true, message: Messages.passwordReset };
  }
}
