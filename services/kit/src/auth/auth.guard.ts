import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { requestContext } from '../context/request-context';
import { AppError } from '../errors/app-error';
import type { AuthUser, Role } from './auth-user';
import { TokenVerifier } from './token-verifier';

const PUBLIC_KEY = 'clipwerk:public';
const ROLES_KEY = 'clipwerk:roles';

/** Open to visitors; a valid token still identifies the caller (`@CurrentUser()` may be undefined). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
/** Only these roles; everyone else gets 403. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export type AuthenticatedRequest = FastifyRequest & { user?: AuthUser };

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().user;
});

/** Every route needs a valid token unless it is marked `@Public()`; `@Roles()` narrows further. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets);
    const token = TokenVerifier.bearerToken(request.headers.authorization);

    if (token) {
      try {
        request.user = await this.verifier.verify(token);
        requestContext.setActor(request.user.id);
      } catch (error) {
        if (!isPublic) throw error;
      }
    }
    if (isPublic) return true;
    if (!request.user) throw AppError.unauthenticated();

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(request.user.role)) throw AppError.forbidden();
    return true;
  }
}
