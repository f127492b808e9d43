import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../test/render';
import { LabelForm } from './LabelForm';

describe('LabelForm', () => {
  it.each(['#12345', 'red'])('says a colour code is needed for %j rather than saving another colour', async (typed) => {
    const onSubmit = vi.fn(async () => null);
    const { client } = fakeClient(() => ({}));
    renderWithProviders(<LabelForm initial={{ name: '重要', color: '#ff0000' }} submitLabel="保存" onSubmit={onSubmit} />, client);
    const color = screen.getByLabelText('色');
    await userEvent.clear(color);
    await userEvent.type(color, typed);
    await userEvent.tab();
    expect((color as HTMLInputElement).value).toBe(typed);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('カラーコードを入力して下さい。')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
