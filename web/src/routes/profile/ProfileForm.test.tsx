import { MESSAGES, QUALIFICATIONS } from '@musubi/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { testViewer } from '../../test/fixtures';
import { fakeClient, renderWithProviders } from '../../test/render';
import { ProfileForm } from './ProfileForm';

const viewer = testViewer({ name: '山田花子', company_name: '結び建設' });

const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: '保存する' }));

describe('ProfileForm', () => {
  it('starts from the saved profile', () => {
    const { client } = fakeClient(() => ({}));
    renderWithProviders(<ProfileForm viewer={viewer} submitLabel="保存する" onSaved={vi.fn()} />, client);

    expect(input('氏名').value).toBe('山田花子');
    expect(input('会社名').value).toBe('結び建設');
  });

  it('shows the required and phone rules under their fields and sends nothing', async () => {
    const { client, calls } = fakeClient(() => ({}));
    const onSaved = vi.fn();
    renderWithProviders(<ProfileForm viewer={viewer} submitLabel="保存する" onSaved={onSaved} />, client);

    await userEvent.clear(input('氏名'));
    await userEvent.type(input('電話番号'), '03-12');
    await save();

    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(screen.getByText(MESSAGES.tel)).toBeTruthy();
    expect(input('氏名').getAttribute('aria-invalid')).toBe('true');
    expect(input('電話番号').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's message under the field it names and keeps everything typed", async () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: MESSAGES.tooLong(255), extensions: { code: 'BAD_USER_INPUT', field: 'industry' } }],
    });
    const { client, calls } = fakeClient(() => ({ error }));
    const onSaved = vi.fn();
    renderWithProviders(<ProfileForm viewer={viewer} submitLabel="保存する" onSaved={onSaved} />, client);

    await userEvent.type(input('業種'), '建設業');
    await userEvent.type(input('電話番号'), '03-1234-5678');
    await userEvent.click(screen.getByRole('checkbox', { name: QUALIFICATIONS[0] }));
    await save();

    expect(await screen.findByText(MESSAGES.tooLong(255))).toBeTruthy();
    expect(input('業種').getAttribute('aria-invalid')).toBe('true');
    expect(input('業種').value).toBe('建設業');
    expect(input('電話番号').value).toBe('03-1234-5678');
    expect((screen.getByRole('checkbox', { name: QUALIFICATIONS[0] }) as HTMLInputElement).checked).toBe(true);
    expect(calls[0]?.variables).toMatchObject({
      input: { name: '山田花子', industry: '建設業', phone: '03-1234-5678', qualifications: [QUALIFICATIONS[0]] },
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows an error the server gives for no field above the form', async () => {
    const error = new CombinedError({ graphQLErrors: [{ message: MESSAGES.genericError, extensions: { code: 'INTERNAL' } }] });
    const { client } = fakeClient(() => ({ error }));
    renderWithProviders(<ProfileForm viewer={viewer} submitLabel="保存する" onSaved={vi.fn()} />, client);

    await save();

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.genericError);
    expect(input('氏名').value).toBe('山田花子');
  });

  it('hands the saved profile back', async () => {
    const saved = { ...viewer, name: '山田花' };
    const { client } = fakeClient(() => ({ data: { updateProfile: saved } }));
    const onSaved = vi.fn();
    renderWithProviders(<ProfileForm viewer={viewer} submitLabel="保存する" onSaved={onSaved} />, client);

    await userEvent.clear(input('氏名'));
    await userEvent.type(input('氏名'), '山田花');
    await save();

    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });
});
