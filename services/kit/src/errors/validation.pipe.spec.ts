import { IsIn, IsOptional, IsString } from 'class-validator';
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
