import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { audienceOf, companyNameOf, idOf, newIdempotencyKey, proposalCountOf, useDebounced, useForm } from './index';

describe('reading answers', () => {
  it('names an item by id, else by the older _id, else by nothing', () => {
    expect(idOf({ id: 'a', _id: 'b' })).toBe('a');
    expect(idOf({ _id: 'b' })).toBe('b');
    expect(idOf(null)).toBe('');
  });

  it("names the company as the project carries it, else 'Onbekend bedrijf'", () => {
    expect(companyNameOf({ companyId: { companyName: 'Koffie BV' } } as never)).toBe('Koffie BV');
    expect(companyNameOf({ owner: { company: 'Thee BV' } } as never)).toBe('Thee BV');
    expect(companyNameOf({} as never)).toBe('Onbekend bedrijf');
    expect(proposalCountOf({ proposalCount: 4 })).toBe(4);
  });

  it("counts YouTube's subscribers and the others' followers; no account has no audience", () => {
    expect(audienceOf({ subscribers: 1200 } as never)).toBe(1200);
    expect(audienceOf({ followers: 800 } as never)).toBe(800);
    expect(audienceOf(undefined)).toBeUndefined();
  });
});

describe('newIdempotencyKey', () => {
  it('gives a new key each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
  });
});

describe('useDebounced', () => {
  afterEach(() => jest.useRealTimers());

  it('hands on the value only once it stopped changing for the pause', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 250), { initialProps: { value: 'k' } });
    rerender({ value: 'ko' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'kof' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('k');
    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe('kof');
  });
});

function NameForm({ onSubmit }: { onSubmit: (values: { name: string; city: string }) => void }) {
  const form = useForm({ name: '', city: '' }, (values) => ({
    name: values.name.trim() ? undefined : 'Vul je naam in',
    city: values.city.trim() ? undefined : 'Vul je woonplaats in',
  }));
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <input aria-label="Naam" {...form.field('name')} />
      {form.errors.name && <p>{form.errors.name}</p>}
      <input aria-label="Woonplaats" {...form.field('city')} />
      <button type="submit">Opslaan</button>
    </form>
  );
}

describe('useForm', () => {
  it('refuses a submit with errors and focuses the first, clears an error once its field is edited, then submits', async () => {
    const onSubmit = jest.fn();
    render(<NameForm onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Vul je naam in')).toBeInTheDocument();
    expect(screen.getByLabelText('Naam')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Naam'), { target: { value: 'Sanne' } });
    expect(screen.queryByText('Vul je naam in')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Woonplaats'), { target: { value: 'Utrecht' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Sanne', city: 'Utrecht' });
  });

  it('submits at once without a validation', async () => {
    const onSubmit = jest.fn();
    function Bare() {
      const form = useForm({ name: '' });
      return (
        <form onSubmit={form.handleSubmit(onSubmit)}>
          <button type="submit">Opslaan</button>
        </form>
      );
    }
    render(<Bare />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    expect(onSubmit).toHaveBeenCalledWith({ name: '' });
  });
});
