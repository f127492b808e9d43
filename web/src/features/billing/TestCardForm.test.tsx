import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../test/render';
import { TestCardForm } from './TestCardForm';

const NOW = new Date('2026-05-10T00:00:00Z');
const DECLINED = 'カードが承認されませんでした。別のカードをお試しください。';

async function fill(number: string, expiry = '12/30', cvc = '123', name = 'HANAKO YUIHI') {
  await userEvent.type(screen.getByLabelText(/カード番号/), number);
  await userEvent.type(screen.getByLabelText(/有効期限/), expiry);
  await userEvent.type(screen.getByLabelText(/セキュリティコード/), cvc);
  await userEvent.type(screen.getByLabelText(/カード名義/), name);
  await userEvent.click(screen.getByRole('button', { name: '支払う' }));
}

describe('TestCardForm', () => {
  it('is labelled テストモード and lists the test cards', () => {
    renderWithProviders(<TestCardForm submitLabel="支払う" onSubmit={vi.fn()} now={NOW} />, fakeClient(() => ({})).client);
    expect(screen.getAllByText('テストモード').length).toBeGreaterThan(0);
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeTruthy();
    expect(screen.getByText(/4000 0000 0000 0002/)).toBeTruthy();
  });

  it('shows each field\'s message under it and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<TestCardForm submitLabel="支払う" onSubmit={onSubmit} now={NOW} />, fakeClient(() => ({})).client);
    await fill('4242 4242 4242 4241', '13/30', '12', ' ');
    expect(await screen.findByText('カード番号を正しく入力してください。')).toBeTruthy();
    expect(screen.getByText('有効期限をMM/YYの形式で入力してください。')).toBeTruthy();
    expect(screen.getByText('セキュリティコードを3桁または4桁の数字で入力してください。')).toBeTruthy();
    expect(screen.getByText('必須項目です')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an expiry month that has passed', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<TestCardForm submitLabel="支払う" onSubmit={onSubmit} now={NOW} />, fakeClient(() => ({})).client);
    await fill('4242424242424242', '04/26');
    expect(await screen.findByText('カードの有効期限が切れています。')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the digits, month and four-digit year, and shows a decline while keeping what was typed', async () => {
    const onSubmit = vi.fn(async () => ({ message: DECLINED, code: 'BAD_USER_INPUT', field: null }));
    renderWithProviders(<TestCardForm submitLabel="支払う" onSubmit={onSubmit} now={NOW} />, fakeClient(() => ({})).client);
    await fill('4000 0000 0000 0002');
    expect((await screen.findByRole('alert')).textContent).toBe(DECLINED);
    expect(onSubmit).toHaveBeenCalledWith({ card_number: '4000000000000002', exp_month: 12, exp_year: 2030, cvc: '123', card_name: 'HANAKO YUIHI' });
    expect((screen.getByLabelText(/カード番号/) as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    expect((screen.getByLabelText(/有効期限/) as HTMLInputElement).value).toBe('12/30');
    expect((screen.getByLabelText(/カード名義/) as HTMLInputElement).value).toBe('HANAKO YUIHI');
  });

  it('groups the number in fours and writes the expiry MM/YY as typed: 1230, 12 / 30 pasted, 1/30', async () => {
    const onSubmit = vi.fn(async () => null);
    renderWithProviders(<TestCardForm submitLabel="支払う" onSubmit={onSubmit} now={NOW} />, fakeClient(() => ({})).client);
    const number = screen.getByLabelText(/カード番号/) as HTMLInputElement;
    const expiry = screen.getByLabelText(/有効期限/) as HTMLInputElement;
    await userEvent.type(number, '4242424242424242');
    expect(number.value).toBe('4242 4242 4242 4242');
    await userEvent.type(expiry, '1230');
    expect(expiry.value).toBe('12/30');
    await userEvent.clear(expiry);
    await userEvent.click(expiry);
    await userEvent.paste('12 / 30');
    expect(expiry.value).toBe('12/30');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '1/30');
    expect(expiry.value).toBe('01/30');
    await userEvent.type(screen.getByLabelText(/セキュリティコード/), '123');
    await userEvent.type(screen.getByLabelText(/カード名義/), 'HANAKO YUIHI');
    await userEvent.click(screen.getByRole('button', { name: '支払う' }));
    expect(onSubmit).toHaveBeenCalledWith({ card_number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123', card_name: 'HANAKO YUIHI' });
  });
});
