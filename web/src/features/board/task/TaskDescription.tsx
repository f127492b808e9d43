import { Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { LinkifiedText, splitLinks } from '../../../components/LinkifiedText';
import { useTranslation } from '../../../i18n';

interface Props {
  value: string;
  onChange(value: string): void;
  canEdit: boolean;
  /** Whether a description with links is being edited (it shows its links, to follow, until then). */
  editing: boolean;
  onEditing(editing: boolean): void;
  /** Leaving the box: a changed description is saved. */
  onLeave(): void;
}

/** The task's description: a box to type in, or its text with links to follow when it has any, until edited. */
export function TaskDescription({ value, onChange, canEdit, editing, onEditing, onLeave }: Props) {
  const { t } = useTranslation();
  const hasLinks = splitLinks(value).some((part) => part.kind === 'link');
  if (hasLinks && !editing) {
    return (
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {t('board.detail.description')}
          </Text>
          {canEdit && (
            <Button size="compact-xs" variant="subtle" onClick={() => onEditing(true)}>
              {t('board.detail.editDescription')}
            </Button>
          )}
        </Group>
        <Box data-testid="task-description" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Text size="sm" component="div">
            <LinkifiedText text={value} />
          </Text>
        </Box>
      </Stack>
    );
  }
  return (
    <Textarea
      label={t('board.detail.description')}
      autosize
      minRows={3}
      value={value}
      readOnly={!canEdit}
      autoFocus={editing}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={() => {
        onEditing(false);
        onLeave();
      }}
    />
  );
}
