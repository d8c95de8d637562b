import { Body, Controller, Get, HttpException, Module, Post, Query } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsString, Max, MinLength, ValidateNested } from 'class-validator';
import { createHttpApp } from '../http/create-http-app';
import { AppError, GENERIC_ERROR_MESSAGE } from './app-error';
import { KitMessages } from './messages';

class AddressDto {
  @IsString({ message: 'Plaats is verplicht' })
  @MinLength(2, { message: 'Plaats is te kort' })
  city!: string;
}

class CreateThingDto {
  @IsEmail({}, { message: 'Vul een geldig e-mailadres in' })
  email!: string;

  @IsInt({ message: 'Budget moet een heel getal zijn' })
  @Max(100_000, { message: 'Budget is te hoog' })
  budget!: number;

  @ValidateNested()
  @Type(() => AddressDto)
  address!: AddressDto;
}

@Controller('errors')
class ErrorsController {
  @Get('app-error')
  appError() {
    throw AppError.conflict('PROJECT.NOT_OPEN', 'Dit project staat niet meer open');
  }

  @Get('crash')
  crash() {
    throw new Error('connection to postgres://admin:hunter2@db failed at SELECT * FROM secret_table');
  }

  @Get('type-error')
  typeError() {
    return (undefined as unknown as { boom(): void }).boom();
  }

  @Post('things')
  create(@Body() body: CreateThingDto) {
    return { ok: true, body };
  }

  @Get('things')
  search(@Query('q') q: string) {
    return { ok: true, q };
  }

  @Get('throttled')
  throttled() {
    throw AppError.tooManyRequests(12.2);
  }

  @Get('framework-throttled')
  frameworkThrottled() {
    throw new HttpException('slow down', 429);
  }
}

@Module({ controllers: [ErrorsController] })
class ErrorsModule {}

describe('error responses (HttpErrorFilter + validation pipe)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createHttpApp(ErrorsModule);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  const correlationId = 'test-correlation-0001';

  it("turns an AppError into its status and body, with the request's correlation id", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/errors/app-error',
      headers: { 'x-correlation-id': correlationId },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'PROJECT.NOT_OPEN',
      message: 'Dit project staat niet meer open',
      correlationId,
    });
    expect(response.headers['x-correlation-id']).toBe(correlationId);
  });

  it('turns an unknown error into a generic Dutch 500 that leaks nothing', async () => {
    for (const url of ['/api/errors/crash', '/api/errors/type-error']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({
        success: false,
        code: 'INTERNAL',
        message: GENERIC_ERROR_MESSAGE,
        correlationId: expect.any(String),
      });
      expect(body.correlationId).toBe(response.headers['x-correlation-id']);
      expect(response.body).not.toMatch(/hunter2|postgres|secret_table|boom|stack|TypeError/);
    }
  });

  it('answers invalid input with 400 and a list of field errors the client can show line by line', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/errors/things',
      headers: { 'x-correlation-id': correlationId },
      payload: { email: 'geen-email', budget: 1.5, address: { city: 'A' }, isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION.FAILED', correlationId });
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Vul een geldig e-mailadres in' },
        { field: 'budget', message: 'Budget moet een heel getal zijn' },
        { field: 'address.city', message: 'Plaats is te kort' },
      ]),
    );
    expect(body.errors).toHaveLength(3);
  });

  it('passes valid input through, with unknown fields stripped', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/errors/things',
      payload: { email: 'info@example.nl', budget: 500, address: { city: 'Utrecht' }, isAdmin: true },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().body).toEqual({ email: 'info@example.nl', budget: 500, address: { city: 'Utrecht' } });
  });

  it('answers malformed JSON and unknown routes in the same body shape', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/errors/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'Ongeldig verzoek' });
    const missing = await app.inject({ method: 'GET', url: '/api/errors/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Niet gevonden' });
  });

  const thing = { email: 'info@example.nl', budget: 500, address: { city: 'Utrecht' } };
  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/api/errors/things', headers: { 'content-type': 'application/json' }, payload });

  it('refuses a NUL character in any text of a body, value or key, with a Dutch 400 instead of a crash', async () => {
    for (const payload of [
      { ...thing, email: 'info\u0000@example.nl' },
      { ...thing, address: { city: 'Utre\u0000cht' } },
      { ...thing, extra: { ['na\u0000me']: 1 } },
      { ...thing, list: ['a', ['b\u0000']] },
    ]) {
      const response = await post(JSON.stringify(payload));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'REQUEST.INVALID_CHARACTER',
        message: KitMessages.nullCharacter,
      });
    }
  });

  it('refuses a NUL character in the URL (path or query) with the same 400', async () => {
    for (const url of ['/api/errors/things?q=a%00b', '/api/errors/th%00ings']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'REQUEST.INVALID_CHARACTER', message: KitMessages.nullCharacter });
    }
    expect((await app.inject({ method: 'GET', url: '/api/errors/things?q=gewoon' })).json()).toEqual({ ok: true, q: 'gewoon' });
  });

  it('refuses JSON nested deeper than 64 levels with a Dutch 400, and accepts 64', async () => {
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    for (const deep of [nested(10_000), `{"email":"a@b.nl","address":${'{"x":'.repeat(65)}1${'}'.repeat(65)}}`]) {
      const response = await post(deep);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'REQUEST.TOO_DEEP', message: KitMessages.nestedTooDeep });
    }
    const atLimit = await post(JSON.stringify({ ...thing, extra: JSON.parse(nested(63)) }));
    expect(atLimit.statusCode).toBe(201);
  });

  it('tells every 429 when to try again (Retry-After in whole seconds)', async () => {
    const own = await app.inject({ method: 'GET', url: '/api/errors/throttled' });
    expect(own.statusCode).toBe(429);
    expect(own.headers['retry-after']).toBe('13');
    expect(own.json()).toMatchObject({ code: 'RATE_LIMITED', message: KitMessages.tooManyRequests });
    const framework = await app.inject({ method: 'GET', url: '/api/errors/framework-throttled' });
    expect(framework.statusCode).toBe(429);
    expect(framework.headers['retry-after']).toBe('60');
  });
});
