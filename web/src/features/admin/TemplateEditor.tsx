import { ActionIcon, Alert, Button, Card, ColorInput, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { checkField, requiredText, rules } from '@musubi/shared';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';

/** A task as stored in a template; fields the editor does not show (description, files) are kept as they were. */
export interface TemplateTask {
  name: string;
  [field: string]: unknown;
}

export interface TemplateBoard {
  name: string;
  color?: string | null;
  tasks: TemplateTask[];
  [field: string]: unknown;
}

export interface TemplateDraft {
  id: string | null;
  name: string;
  boards: TemplateBoard[];
}

let nextKey = 0;
const newKey = () => `k${++nextKey}`;

interface EditedTask {
  key: string;
  task: TemplateTask;
}
interface EditedBoard {
  key: string;
  board: TemplateBoard;
  tasks: EditedTask[];
}

/** Reads a template's stored boards; anything unreadable becomes an empty list rather than a crash. */
export function readBoards(value: unknown): TemplateBoard[] {
  const parsed: unknown = typeof value === 'string' ? safeParse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((board): board is TemplateBoard => typeof board === 'object' && board !== null && typeof (board as TemplateBoard).name === 'string')
    .map((board) => ({ ...board, tasks: Array.isArray(board.tasks) ? board.tasks.filter((task) => typeof task?.name === 'string') : [] }));
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}

function move<T>(items: T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

const NAME_RULE = requiredText();
const COLOR_RULE = rules.color();

/**
 * The template's boards in order, each with a name, a colour and its starter tasks in order. Saving sends the
 * boards as the array; the server gives them order keys in that order.
 */
export function TemplateEditor({
  draft,
  onSave,
  onCancel,
  serverError,
  saving,
}: {
  draft: TemplateDraft;
  onSave(draft: TemplateDraft): void;
  onCancel(): void;
  serverError: string | null;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(draft.name);
  const [boards, setBoards] = useState<EditedBoard[]>(() =>
    draft.boards.map((board) => ({ key: newKey(), board, tasks: board.tasks.map((task) => ({ key: newKey(), task })) })),
  );
  const [showErrors, setShowErrors] = useState(false);

  const nameError = checkField(NAME_RULE, name);
  const boardErrors = boards.map((edited) => ({
    name: checkField(NAME_RULE, edited.board.name),
    color: edited.board.color ? checkField(COLOR_RULE, edited.board.color) : null,
    tasks: edited.tasks.map((task) => checkField(rules.taskName(), task.task.name)),
  }));
  const valid =
    !nameError && boards.length > 0 && boardErrors.every((errors) => !errors.name && !errors.color && errors.tasks.every((error) => !error));

  const updateBoard = (key: string, change: (board: EditedBoard) => EditedBoard) =>
    setBoards((current) => current.map((board) => (board.key === key ? change(board) : board)));

  const save = () => {
    setShowErrors(true);
    if (!valid) return;
    onSave({
      id: draft.id,
      name: name.trim(),
      boards: boards.map((edited) => ({
        ...edited.board,
        name: edited.board.name.trim(),
        color: edited.board.color || null,
        tasks: edited.tasks.map((task) => ({ ...task.task, name: task.task.name.trim() })),
      })),
    });
  };

  return (
    <Stack gap="md">
      {serverError && (
        <Alert color="red" role="alert">
          {serverError}
        </Alert>
      )}
      <TextInput label={t('adminArea.templates.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={showErrors && nameError} />
      <Title order={3} size="h5">
        {t('adminArea.templates.boards')}
      </Title>
      {showErrors && boards.length === 0 && (
        <Text c="red" size="sm" role="alert">
          {t('adminArea.templates.needBoard')}
        </Text>
      )}
      {boards.map((edited, boardIndex) => {
        const errors = boardErrors[boardIndex]!;
        return (
          <Card key={edited.key} withBorder padding="md" data-testid="template-board">
            <Stack gap="sm">
              <Group align="flex-end" gap="sm" wrap="nowrap">
                <TextInput
                  label={t('adminArea.templates.boardName')}
                  value={edited.board.name}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    updateBoard(edited.key, (b) => ({ ...b, board: { ...b.board, name: value } }));
                  }}
                  error={showErrors && errors.name}
                  flex={1}
                />
                <ColorInput
                  label={t('adminArea.templates.boardColor')}
                  format="hex"
                  fixOnBlur={false}
                  value={edited.board.color ?? ''}
                  onChange={(value) => updateBoard(edited.key, (b) => ({ ...b, board: { ...b.board, color: value } }))}
                  error={showErrors && errors.color}
                  w={150}
                />
                <ActionIcon variant="default" size="lg" aria-label={t('adminArea.templates.moveUp')} disabled={boardIndex === 0} onClick={() => setBoards((c) => move(c, boardIndex, -1))}>
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('adminArea.templates.moveDown')}
                  disabled={boardIndex === boards.length - 1}
                  onClick={() => setBoards((c) => move(c, boardIndex, 1))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon color="red" variant="light" size="lg" aria-label={t('adminArea.templates.removeBoard')} onClick={() => setBoards((c) => c.filter((b) => b.key !== edited.key))}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <Text size="sm" fw={500}>
                {t('adminArea.templates.tasks')}
              </Text>
              {edited.tasks.map((task, taskIndex) => (
                <Group key={task.key} gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    aria-label={t('adminArea.templates.taskName')}
                    value={task.task.name}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      updateBoard(edited.key, (b) => ({ ...b, tasks: b.tasks.map((x) => (x.key === task.key ? { ...x, task: { ...x.task, name: value } } : x)) }));
                    }}
                    error={showErrors && errors.tasks[taskIndex]}
                    flex={1}
                    size="sm"
                  />
                  <ActionIcon variant="default" aria-label={t('adminArea.templates.moveUp')} disabled={taskIndex === 0} onClick={() => updateBoard(edited.key, (b) => ({ ...b, tasks: move(b.tasks, taskIndex, -1) }))}>
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={t('adminArea.templates.moveDown')}
                    disabled={taskIndex === edited.tasks.length - 1}
                    onClick={() => updateBoard(edited.key, (b) => ({ ...b, tasks: move(b.tasks, taskIndex, 1) }))}
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                  <ActionIcon color="red" variant="subtle" aria-label={t('adminArea.templates.removeTask')} onClick={() => updateBoard(edited.key, (b) => ({ ...b, tasks: b.tasks.filter((x) => x.key !== task.key) }))}>
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => updateBoard(edited.key, (b) => ({ ...b, tasks: [...b.tasks, { key: newKey(), task: { name: '' } }] }))}
                >
                  {t('adminArea.templates.addTask')}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setBoards((c) => [...c, { key: newKey(), board: { name: '', color: null, tasks: [] }, tasks: [] }])}>
          {t('adminArea.templates.addBoard')}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('adminArea.templates.cancel')}
        </Button>
        <Button onClick={save} loading={saving}>
          {t('adminArea.templates.save')}
        </Button>
      </Group>
    </Stack>
  );
}
