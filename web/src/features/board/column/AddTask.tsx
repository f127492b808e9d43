import { Box, Button, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { checks } from '@musubi/shared/client';

/** The server's rule for a task name (the spec's requiredTask message), checked before anything is sent. */
const taskNameProblem = checks.taskName();

/** 「タスクを追加」 under a column, and the field it opens. */
export const AddTask = memo(function AddTask({ boardId, onCreateTask }: { boardId: string; onCreateTask(boardId: string, name: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const problem = taskNameProblem(name);
    setError(problem);
    if (problem) return;
    if (await onCreateTask(boardId, name.trim())) setName('');
  };
  const close = () => {
    setAdding(false);
    setError(null);
  };
  return (
    <Box px="xs" pb="xs">
      {adding ? (
        <TextInput
          autoFocus
          size="xs"
          aria-label={t('board.task.newName')}
          placeholder={t('board.task.newName')}
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) void submit();
            if (event.key === 'Escape') close();
          }}
          // Left empty without a message: closed. With the message showing, it stays so the message is read.
          onBlur={() => !name && !error && close()}
        />
      ) : (
        <Button variant="subtle" size="xs" fullWidth justify="flex-start" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          {t('board.task.add')}
        </Button>
      )}
    </Box>
  );
});
