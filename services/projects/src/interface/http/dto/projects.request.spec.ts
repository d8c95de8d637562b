import { AppError, createValidationPipe } from '@clipwerk/kit';
import { Messages } from '../../../domain/messages';
import { TEXT_MAX } from '../../../domain/project-rules';
import { CreateProjectRequest, UpdateProjectRequest } from './projects.request.dto';

/** Through the pipe every app uses: what a POST and a PUT body become, or the field errors they get. */
const pipe = createValidationPipe();
const outcome = (metatype: new () => object, body: object) =>
  pipe.transform(body, { type: 'body', metatype }).then(
    (value: Record<string, unknown>) => ({ value, errors: {} }),
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return { value: undefined, errors: Object.fromEntries((error.fieldErrors ?? []).map((e) => [e.field, e.message])) };
    },
  );

describe('the edit form is checked by the create rules', () => {
  it.each([CreateProjectRequest, UpdateProjectRequest])('%p refuses what the wizard refuses', async (metatype) => {
    const { errors } = await outcome(metatype, {
      title: 12,
      budget: 'veel',
      location: 'x'.repeat(TEXT_MAX + 1),
      contentFormat: 'reel',
      deadline: 5,
      category: 'tuinieren',
    });
    expect(errors).toEqual({
      title: Messages.titleTooShort,
      budget: Messages.budgetInvalid,
      location: Messages.textTooLong('Locatie', TEXT_MAX),
      contentFormat: Messages.listInvalid,
      deadline: Messages.deadlineInvalid,
      category: Messages.categoryInvalid,
    });
  });

  it.each([CreateProjectRequest, UpdateProjectRequest])('%p reads "250" as an amount', async (metatype) => {
    expect((await outcome(metatype, { budget: '250' })).value).toMatchObject({ budget: 250 });
  });
});

describe('where the edit form differs from the wizard', () => {
  it('calls a description that is not text missing', async () => {
    expect((await outcome(CreateProjectRequest, { description: 42 })).errors).toEqual({ description: Messages.textInvalid });
    expect((await outcome(UpdateProjectRequest, { description: 42 })).errors).toEqual({
      description: Messages.descriptionRequired,
    });
  });

  it('may ask for any state, where the wizard only saves a draft or asks to publish', async () => {
    expect((await outcome(CreateProjectRequest, { status: 'completed' })).errors).toEqual({ status: Messages.statusInvalid });
    expect((await outcome(UpdateProjectRequest, { status: 'completed' })).value).toMatchObject({ status: 'completed' });
    expect((await outcome(UpdateProjectRequest, { status: 'klaar' })).errors).toEqual({ status: Messages.statusInvalid });
  });

  it('takes the category as sent, where the wizard trims it', async () => {
    expect((await outcome(CreateProjectRequest, { category: ' food-drinks ' })).value).toMatchObject({
      category: 'food-drinks',
    });
    expect((await outcome(UpdateProjectRequest, { category: ' food-drinks ' })).errors).toEqual({
      category: Messages.categoryInvalid,
    });
  });

  it("leaves out the wizard's blocks the form does not show", async () => {
    const blocks = { budgetType: 'fixed', timeline: {}, productInfo: { name: 'Muesli' }, dosAndDonts: { dos: [] } };
    expect(Object.keys((await outcome(CreateProjectRequest, blocks)).value ?? {}).sort()).toEqual(Object.keys(blocks).sort());
    expect((await outcome(UpdateProjectRequest, blocks)).value).toEqual({});
  });
});
