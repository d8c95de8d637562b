import { Messages } from './messages';
import { centsToEuros, eurosToCents } from './money';
import {
  budgetProblem,
  cleanDeliverables,
  cleanList,
  deadlineOrDefault,
  descriptionOrDefault,
  prepareNewProject,
  prepareProjectEdit,
  requirementsText,
  titleProblem,
} from './project-rules';

const now = new Date('2025-06-10T10:00:00Z');
const company = { testAccount: false, now };
const tester = { testAccount: true, now };
const longText = 'Een omschrijving die ruim langer is dan vijftig tekens, zodat hij blijft.';

describe('project rules', () => {
  describe('title: 5 to 100 characters', () => {
    it.each([
      ['', Messages.titleTooShort],
      ['Kort', Messages.titleTooShort],
      ['Vijf!', null],
      ['x'.repeat(100), null],
      ['x'.repeat(101), Messages.titleTooLong],
    ])('%j → %s', (title, expected) => expect(titleProblem(title)).toBe(expected));

    it('uses the Dutch texts users see', () => {
      expect(Messages.titleTooShort).toBe('De titel moet minimaal 5 karakters lang zijn');
      expect(Messages.titleTooLong).toBe('De titel mag maximaal 100 karakters lang zijn');
    });

    it('counts the trimmed title', () => {
      expect(prepareNewProject({ title: '   Kort   ' }, company).problems).toEqual([
        { field: 'title', message: Messages.titleTooShort },
      ]);
    });
  });

  describe('budget: at least €25, €0.01 for test accounts', () => {
    it.each([
      [2499, false, 'Het budget moet minimaal €25 zijn'],
      [2500, false, null],
      [1, false, 'Het budget moet minimaal €25 zijn'],
      [1, true, null],
      [0, true, 'Het budget moet minimaal €0,01 zijn'],
      [-500, false, 'Het budget moet minimaal €25 zijn'],
      [Number.NaN, false, Messages.budgetInvalid],
      [100_000_001, false, Messages.budgetTooHigh],
    ])('%d cents (test account %s) → %s', (cents, testAccount, expected) =>
      expect(budgetProblem(cents, testAccount)).toBe(expected),
    );

    it('a missing budget falls back to €100', () => {
      expect(prepareNewProject({ title: 'Goede titel', budget: undefined }, company).project?.budgetCents).toBe(10_000);
      expect(prepareNewProject({ title: 'Goede titel', budget: null }, company).project?.budgetCents).toBe(10_000);
    });

    it('rounds to whole cents', () => {
      expect(prepareNewProject({ title: 'Goede titel', budget: 25.005 }, company).project?.budgetCents).toBe(2501);
      expect(prepareNewProject({ title: 'Goede titel', budget: 0.01 }, tester).project?.budgetCents).toBe(1);
    });
  });

  describe('defaults', () => {
    it('replaces a description under 50 characters (or none) with the default text', () => {
      expect(descriptionOrDefault(undefined)).toBe(Messages.defaultDescription);
      expect(descriptionOrDefault('Te kort')).toBe(Messages.defaultDescription);
      expect(descriptionOrDefault('x'.repeat(49))).toBe(Messages.defaultDescription);
      expect(descriptionOrDefault(`  ${'x'.repeat(50)}  `)).toBe('x'.repeat(50));
    });

    it('an empty deadline is 30 days from now; nonsense is not a date', () => {
      expect(deadlineOrDefault('', now)).toEqual(new Date('2025-07-10T10:00:00Z'));
      expect(deadlineOrDefault(null, now)).toEqual(new Date('2025-07-10T10:00:00Z'));
      expect(deadlineOrDefault(undefined, now)).toEqual(new Date('2025-07-10T10:00:00Z'));
      expect(deadlineOrDefault('2025-08-01', now)).toEqual(new Date('2025-08-01T00:00:00Z'));
      expect(deadlineOrDefault('morgen', now)).toBeUndefined();
    });

    it('refuses a nonsense or past deadline', () => {
      expect(prepareNewProject({ title: 'Goede titel', deadline: 'morgen' }, company).problems).toEqual([
        { field: 'deadline', message: Messages.deadlineInvalid },
      ]);
      expect(prepareNewProject({ title: 'Goede titel', deadline: '2025-01-01' }, company).problems).toEqual([
        { field: 'deadline', message: 'De deadline moet in de toekomst liggen' },
      ]);
    });

    it('trims requirement and deliverable entries and drops empty ones', () => {
      expect(cleanList(['  30 seconden ', '', '   ', 'Ondertiteling', 7])).toEqual(['30 seconden', 'Ondertiteling']);
      expect(cleanDeliverables(['  Video  ', { title: ' Foto ', description: ' Vierkant ' }, { title: ' ' }, null])).toEqual([
        { title: 'Video', description: '' },
        { title: 'Foto', description: 'Vierkant' },
      ]);
    });

    it('stores requirements as one text, from a text or a list', () => {
      expect(requirementsText(' Eerlijk ')).toBe('Eerlijk');
      expect(requirementsText(['Eerlijk', ' ', 'Kort'])).toBe('Eerlijk\nKort');
      expect(requirementsText(undefined)).toBe('');
    });

    it('stores contentType beide when none, category other when none, fixed budget type', () => {
      const { project } = prepareNewProject({ title: 'Goede titel', description: longText }, company);
      expect(project).toMatchObject({
        contentType: 'beide',
        category: 'other',
        budgetType: 'fixed',
        desiredCountry: 'Nederland',
      });
    });

    it('keeps the content type the company chose and refuses one outside video, foto, beide', () => {
      expect(prepareNewProject({ title: 'Goede titel', contentType: 'video' }, company).project?.contentType).toBe('video');
      expect(prepareNewProject({ title: 'Goede titel', contentType: 'foto' }, company).project?.contentType).toBe('foto');
      expect(prepareNewProject({ title: 'Goede titel', contentType: 'audio' }, company).problems).toEqual([
        { field: 'contentType', message: Messages.contentTypeInvalid },
      ]);
    });

    it('keeps product info in cents, none when empty, and the dos and donts as clean lists', () => {
      const { project } = prepareNewProject(
        {
          title: 'Goede titel',
          productInfo: { name: ' Barista Pro ', price: 299.99, sendProduct: true },
          dosAndDonts: { dos: [' Product in beeld ', ''], donts: ['Geen muziek'] },
        },
        company,
      );
      expect(project?.productInfo).toEqual({ name: 'Barista Pro', category: '', priceCents: 29_999, sendProduct: true });
      expect(project?.dosAndDonts).toEqual({ dos: ['Product in beeld'], donts: ['Geen muziek'] });
      const empty = prepareNewProject({ title: 'Goede titel', productInfo: { name: ' ', sendProduct: true } }, company);
      expect(empty.project).toMatchObject({ productInfo: null, dosAndDonts: { dos: [], donts: [] } });
      expect(prepareNewProject({ title: 'Goede titel', productInfo: { price: -1 } }, company).problems).toEqual([
        { field: 'productInfo.price', message: Messages.productPriceInvalid },
      ]);
    });

    it('refuses an unknown category', () => {
      expect(prepareNewProject({ title: 'Goede titel', category: 'wapens' }, company).problems).toEqual([
        { field: 'category', message: Messages.categoryInvalid },
      ]);
    });

    it('reports every problem at once', () => {
      expect(prepareNewProject({ title: 'x', budget: 3, deadline: 'nooit' }, company).problems.map(({ field }) => field)).toEqual(
        ['title', 'budget', 'deadline'],
      );
    });
  });

  describe('edit', () => {
    it('requires title, description and budget', () => {
      expect(prepareProjectEdit({}, company).problems).toEqual([
        { field: 'title', message: Messages.titleTooShort },
        { field: 'description', message: 'Beschrijving is verplicht' },
        { field: 'budget', message: Messages.budgetInvalid },
      ]);
    });

    it('keeps optional fields out unless sent; industry only when non-empty', () => {
      const { edit } = prepareProjectEdit(
        { title: 'Goede titel', description: 'Kort mag hier', budget: 30, industry: '  ' },
        company,
      );
      expect(edit).toEqual({ title: 'Goede titel', description: 'Kort mag hier', budgetCents: 3000 });
      expect(
        prepareProjectEdit(
          { title: 'Goede titel', description: 'x', budget: 30, industry: ' food ', targetAudience: ' Ouders ' },
          company,
        ).edit,
      ).toMatchObject({ industry: 'food', targetAudience: 'Ouders' });
    });

    it('applies the same minimum budget', () => {
      expect(prepareProjectEdit({ title: 'Goede titel', description: 'x', budget: 10 }, company).problems).toEqual([
        { field: 'budget', message: Messages.budgetTooLow },
      ]);
      expect(prepareProjectEdit({ title: 'Goede titel', description: 'x', budget: 10 }, tester).problems).toEqual([]);
    });
  });

  describe('money: integer cents inside, euros at the API', () => {
    it('converts euros and cents', () => {
      expect(eurosToCents(19.99)).toBe(1999);
      expect(eurosToCents(0.1 + 0.2)).toBe(30);
      expect(centsToEuros(1999)).toBe(19.99);
      expect(centsToEuros('250000')).toBe(2500);
    });
  });
});
