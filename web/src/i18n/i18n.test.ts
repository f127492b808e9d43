import { describe, expect, it } from 'vitest';
import { i18n } from '.';

describe('the translation layer', () => {
  it('reads nested keys and fills the placeholders', () => {
    expect(i18n.t('login.title')).toBe('ログイン');
    expect(i18n.t('adminArea.account.suspendLead', { name: '山田花子' })).toBe(
      '山田花子 さんはすべての端末からログアウトされ、再開するまでログインできなくなります。',
    );
  });

  it('finds a key whose last part holds a dot, as the audit actions do', () => {
    expect(i18n.exists('adminArea.audit.actions.user.status')).toBe(true);
    expect(i18n.t('adminArea.audit.actions.user.status')).toBe('アカウント状態の変更');
    expect(i18n.exists('adminArea.audit.actions.user.unknown')).toBe(false);
  });

  it('shows the key of a missing string and leaves an unknown placeholder as it is', () => {
    expect(i18n.t('login.nothing' as 'login.title')).toBe('login.nothing');
    expect(i18n.t('adminArea.account.suspendLead', {})).toContain('{{name}}');
  });
});
