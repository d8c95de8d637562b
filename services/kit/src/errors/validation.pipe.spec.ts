import { ValidationPipe } from '@nestjs/common';
import { getMetadataStorage, IsIn, IsOptional, IsString } from 'class-validator';
import { Transform } from 'class-transformer';
import { AppError } from './app-error';
import { SamePerQuery, createValidationPipe } from './validation.pipe';

@SamePerQuery()
class ColourQuery {
  @IsOptional()
  @IsIn(['rood', 'blauw'], { message: 'Kies rood of blauw' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  colour?: string;

  @IsOptional()
  @IsString()
  page?: string;
}

const asQuery = { type: 'query', metatype: ColourQuery } as const;

describe('the kit validation pipe on a @SamePerQuery() DTO', () => {
  it('answers the same checked query again, as a fresh instance of the DTO each time', async () => {
    const pipe = createValidationPipe();
    const first = (await pipe.transform({ colour: ' rood ', extra: 'x' }, asQuery)) as ColourQuery;
    first.colour = 'veranderd';
    const second = (await pipe.transform({ colour: ' rood ', extra: 'x' }, asQuery)) as ColourQuery;
    expect(second).toBeInstanceOf(ColourQuery);
    expect(second).not.toBe(first);
    expect({ ...second }).toEqual({ colour: 'rood' });
  });

  it('refuses an invalid query every time it comes, with its Dutch message', async () => {
    const pipe = createValidationPipe();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await Promise.resolve(pipe.transform({ colour: 'groen' }, asQuery)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).status).toBe(400);
      expect((refused as AppError).fieldErrors).toEqual([{ field: 'colour', message: 'Kies rood of blauw' }]);
    }
  });
});

/** Only names its fields, as most request bodies do: their rules live in the domain. */
class NamesOnlyBody {
  @IsOptional()
  content?: unknown;

  @IsOptional()
  attachments?: unknown;
}

class TrimmedBody {
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  content?: unknown;
}

class CheckedBody {
  @IsOptional()
  @IsString({ message: 'Moet tekst zijn' })
  content?: unknown;
}

describe('the kit validation pipe on a body DTO that only names its fields', () => {
  const asBody = (metatype: new () => object) => ({ type: 'body', metatype }) as const;
  /** What Nest's own pipe with the kit's options answers, or its error. */
  const nest = new ValidationPipe({ whitelist: true, transform: true, stopAtFirstError: true });
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      (value) => ({ value: { ...(value as object) }, type: (value as object).constructor }),
      (error: unknown) => ({
        error: (error as { status?: number; getStatus?: () => number }).getStatus?.() ?? (error as AppError).status,
      }),
    );

  it('answers what the full pipe answers: the named fields as sent, nothing else, as an instance of the DTO', async () => {
    const pipe = createValidationPipe();
    const bodies = [
      { content: 'Hoi', extra: 'weg', attachments: ['a', 'b'] },
      { content: null },
      { content: { nested: { deep: 1 } }, attachments: 'geen lijst' },
      {},
      { __proto__: { content: 'geërfd' } },
    ];
    for (const body of bodies) {
      const ours = await outcome(Promise.resolve(pipe.transform(body, asBody(NamesOnlyBody))));
      expect(ours).toEqual(await outcome(Promise.resolve(nest.transform(body, asBody(NamesOnlyBody)))));
      expect(ours).toMatchObject({ type: NamesOnlyBody });
    }
  });

  it('answers a body that is not an object as the full pipe does', async () => {
    const pipe = createValidationPipe();
    for (const body of [['Hoi'], 'Hoi', null, undefined, 7]) {
      const ours = await outcome(Promise.resolve(pipe.transform(body, asBody(NamesOnlyBody))));
      expect(ours).toEqual(await outcome(Promise.resolve(nest.transform(body, asBody(NamesOnlyBody)))));
    }
  });

  it('looks the DTO up once, not on every request', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({ content: 'eerste' }, asBody(NamesOnlyBody));
    const lookups = jest.spyOn(getMetadataStorage(), 'getTargetValidationMetadatas');
    try {
      for (let i = 0; i < 3; i += 1) await pipe.transform({ content: `bericht ${i}` }, asBody(NamesOnlyBody));
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });

  it('still transforms and checks a DTO with more than names', async () => {
    const pipe = createValidationPipe();
    expect({ ...((await pipe.transform({ content: '  Hoi  ' }, asBody(TrimmedBody))) as object) }).toEqual({ content: 'Hoi' });
    const refused = await Promise.resolve(pipe.transform({ content: 7 }, asBody(CheckedBody))).catch((error: unknown) => error);
    expect((refused as AppError).fieldErrors).toEqual([{ field: 'content', message: 'Moet tekst zijn' }]);
  });
});
