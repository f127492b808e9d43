import { Badge, CloseButton, Combobox, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { ChatUser } from '../types';
import { mentionMatches, TO_ALL } from './mentions';

/** The To picker's options, narrowed by the "@name" being typed: everyone, then the matching members. */
export function ToOptions({ members, query }: { members: ChatUser[]; query: string | undefined }) {
  const { t } = useTranslation();
  const shown = mentionMatches(members, query);
  return (
    <Combobox.Dropdown>
      <Combobox.Options aria-label={t('chat.composer.to')}>
        {shown.toAll && <Combobox.Option value={TO_ALL}>{t('chat.composer.toAll')}</Combobox.Option>}
        {shown.members.map((member) => (
          <Combobox.Option key={member.id} value={member.id}>
            {member.name}
          </Combobox.Option>
        ))}
        {!shown.toAll && shown.members.length === 0 && <Combobox.Empty>{t('chat.composer.noMember')}</Combobox.Empty>}
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}

/** Whom the message is addressed to (a member, or everyone), with a button to address no one. */
export function ToBadge({ to, members, onClear }: { to: string; members: ChatUser[]; onClear(): void }) {
  const { t } = useTranslation();
  const label = to === TO_ALL ? t('chat.composer.toAll') : members.find((m) => m.id === to)?.name;
  return (
    <Group gap={4}>
      <Badge variant="light" rightSection={<CloseButton size="xs" aria-label={t('chat.composer.clearTo')} onClick={onClear} />}>
        {t('chat.composer.to')}: {label}
      </Badge>
    </Group>
  );
}
