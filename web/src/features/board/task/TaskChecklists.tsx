import { ActionIcon, Button, Checkbox, Group, Menu, Progress, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { CHECKLIST_LIMITS } from '@musubi/shared/client';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useClient, type OperationResult } from 'urql';
import { readError } from '../../../graphql/errors';
import { useTranslation } from '../../../i18n';
import {
  CREATE_CHECKLIST,
  CREATE_CHECKLIST_ITEM,
  DELETE_CHECKLIST,
  DELETE_CHECKLIST_ITEM,
  MOVE_CHECKLIST,
  MOVE_CHECKLIST_ITEM,
  RENAME_CHECKLIST,
  TASK_CHECKLISTS,
  UPDATE_CHECKLIST_ITEM,
} from '../documents';
import type { Checklist, ChecklistItem, Member, Task } from '../types';

interface Props {
  task: Task;
  members: Member[];
  canEdit: boolean;
  /** The task as the server answered a change, for the board to show at once. */
  onSaved(task: Task): void;
}

type Answer = Task & { checklists: Checklist[] };

/** What moves a row one place up or down among its siblings: the neighbour it then stands before or after. */
function stepOf<T extends { id: string }>(rows: readonly T[], index: number, direction: -1 | 1) {
  const neighbour = rows[index + direction];
  if (!neighbour) return null;
  return direction < 0 ? { before_id: neighbour.id } : { after_id: neighbour.id };
}

/** A name typed in place: Enter or leaving the field saves it, Esc gives it up. */
function RenameField({ value, label, max, onDone }: { value: string; label: string; max: number; onDone(name: string | null): void }) {
  const [name, setName] = useState(value);
  const settled = useRef(false);
  const finish = (result: string | null) => {
    if (settled.current) return;
    settled.current = true;
    onDone(result !== null && result.trim() && result !== value ? result : null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) finish(name);
    if (event.key === 'Escape') {
      // Esc gives up the new name; it must not close the task's dialog too.
      event.stopPropagation();
      finish(null);
    }
  };
  return (
    <TextInput
      size="xs"
      style={{ flex: 1 }}
      aria-label={label}
      autoFocus
      value={name}
      maxLength={max}
      onChange={(e) => setName(e.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(name)}
    />
  );
}

/** A field and a button that add a name: Enter adds it too, and the field stays for the next one. */
function AddField({ label, button, max, onAdd }: { label: string; button: string; max: number; onAdd(name: string): Promise<boolean> }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!name.trim() || busy) return;
    setBusy(true);
    if (await onAdd(name)) setName('');
    setBusy(false);
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        size="xs"
        style={{ flex: 1 }}
        aria-label={label}
        placeholder={label}
        value={name}
        maxLength={max}
        onChange={(e) => setName(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && !e.nativeEvent.isComposing && void add()}
      />
      <Button size="xs" variant="light" loading={busy} disabled={!name.trim()} onClick={() => void add()}>
        {button}
      </Button>
    </Group>
  );
}

/** A checklist's or an item's menu: move up, move down, rename, delete. */
function RowMenu({ name, canUp, canDown, onMove, onRename, onDelete }: {
  name: string;
  canUp: boolean;
  canDown: boolean;
  onMove(direction: -1 | 1): void;
  onRename(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  // Closing gives the focus back to the menu's button, except to a name field opened in place.
  const [returnFocus, setReturnFocus] = useState(true);
  return (
    <Menu position="bottom-end" withinPortal returnFocus={returnFocus} onOpen={() => setReturnFocus(true)}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('board.checklist.actions', { name })}>
          <IconDots size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconArrowUp size={14} />} disabled={!canUp} onClick={() => onMove(-1)}>
          {t('board.checklist.moveUp')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowDown size={14} />} disabled={!canDown} onClick={() => onMove(1)}>
          {t('board.checklist.moveDown')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPencil size={14} />}
          onClick={() => {
            setReturnFocus(false);
            onRename();
          }}
        >
          {t('board.checklist.rename')}
        </Menu.Item>
        <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={onDelete}>
          {t('board.checklist.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The task's checklists (decision 0315): named lists of items to tick, each item optionally assigned to a member.
 * They are read afresh whenever the task changes (a change by someone else reaches the board as the task), and
 * every change answers the task with its checklists, which the board takes at once.
 */
export function TaskChecklists({ task, members, canEdit, onSaved }: Props) {
  const { t } = useTranslation();
  const client = useClient();
  // Null until read: no "no checklists" before then.
  const [checklists, setChecklists] = useState<Checklist[] | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  // The task's version these checklists show, so this detail's own change is not read again.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (shown.current === task.updatedAt) return;
    let current = true;
    void client
      .query(TASK_CHECKLISTS, { id: task.id }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (!current || !result.data?.getTaskDetail) return;
        shown.current = result.data.getTaskDetail.updatedAt;
        setChecklists(result.data.getTaskDetail.checklists);
      });
    return () => {
      current = false;
    };
  }, [client, task.id, task.updatedAt]);

  /** Takes a change's answer: the checklists here, the task to the board. Answers whether the server took it. */
  async function apply<T>(pending: Promise<OperationResult<T>>, answer: (data: T) => Answer): Promise<boolean> {
    const result = await pending;
    if (result.error || !result.data) {
      notifications.show({ color: 'red', message: readError(result.error).message });
      return false;
    }
    const changed = answer(result.data);
    shown.current = changed.updatedAt;
    setChecklists(changed.checklists);
    onSaved(changed);
    return true;
  }

  const memberOptions = members.map((m) => ({ value: m.user_id, label: m.user?.name ?? m.user_id }));

  const addChecklist = (name: string) =>
    apply(client.mutation(CREATE_CHECKLIST, { input: { task_id: task.id, name } }).toPromise(), (d) => d.createTaskChecklist);

  const renderItem = (checklist: Checklist, item: ChecklistItem, index: number) => {
    const assignee = members.find((m) => m.user_id === item.user_assignee_id)?.user?.name;
    return (
      <Group key={item.id} gap="xs" wrap="nowrap" data-testid="checklist-item">
        {renaming === item.id ? (
          <RenameField
            value={item.name}
            label={t('board.checklist.renameLabel')}
            max={CHECKLIST_LIMITS.itemName}
            onDone={(name) => {
              setRenaming(null);
              if (name) void apply(client.mutation(UPDATE_CHECKLIST_ITEM, { input: { id: item.id, name } }).toPromise(), (d) => d.updateChecklistItem);
            }}
          />
        ) : (
          <Checkbox
            style={{ flex: 1, minWidth: 0 }}
            label={item.name}
            checked={item.is_done}
            disabled={!canEdit}
            styles={{ label: { wordBreak: 'break-word', textDecoration: item.is_done ? 'line-through' : undefined } }}
            onChange={(e) =>
              void apply(
                client.mutation(UPDATE_CHECKLIST_ITEM, { input: { id: item.id, is_done: e.currentTarget.checked } }).toPromise(),
                (d) => d.updateChecklistItem,
              )
            }
          />
        )}
        {canEdit ? (
          <Select
            size="xs"
            w={130}
            aria-label={t('board.checklist.assignee', { name: item.name })}
            placeholder={t('board.checklist.noAssignee')}
            data={memberOptions}
            value={item.user_assignee_id}
            clearable
            comboboxProps={{ withinPortal: true }}
            onChange={(value) =>
              void apply(
                client.mutation(UPDATE_CHECKLIST_ITEM, { input: { id: item.id, user_assignee_id: value } }).toPromise(),
                (d) => d.updateChecklistItem,
              )
            }
          />
        ) : (
          assignee && (
            <Text size="xs" c="dimmed">
              {assignee}
            </Text>
          )
        )}
        {canEdit && (
          <RowMenu
            name={item.name}
            canUp={index > 0}
            canDown={index < checklist.items.length - 1}
            onMove={(direction) =>
              void apply(
                client.mutation(MOVE_CHECKLIST_ITEM, { input: { id: item.id, ...stepOf(checklist.items, index, direction) } }).toPromise(),
                (d) => d.moveChecklistItem,
              )
            }
            onRename={() => setRenaming(item.id)}
            onDelete={() => void apply(client.mutation(DELETE_CHECKLIST_ITEM, { input: { id: item.id } }).toPromise(), (d) => d.deleteChecklistItem)}
          />
        )}
      </Group>
    );
  };

  const renderChecklist = (checklist: Checklist, index: number, all: Checklist[]) => {
    const done = checklist.items.filter((item) => item.is_done).length;
    const total = checklist.items.length;
    return (
      <Stack key={checklist.id} gap={6} data-testid="checklist" role="group" aria-label={checklist.name}>
        <Group gap="xs" wrap="nowrap">
          {renaming === checklist.id ? (
            <RenameField
              value={checklist.name}
              label={t('board.checklist.renameLabel')}
              max={CHECKLIST_LIMITS.name}
              onDone={(name) => {
                setRenaming(null);
                if (name) void apply(client.mutation(RENAME_CHECKLIST, { input: { id: checklist.id, name } }).toPromise(), (d) => d.updateTaskChecklist);
              }}
            />
          ) : (
            <Title order={4} size="h6" style={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
              {checklist.name}
            </Title>
          )}
          {total > 0 && (
            <Text size="xs" c="dimmed" data-testid="checklist-progress">
              {t('board.checklist.progress', { done, total })}
            </Text>
          )}
          {canEdit && (
            <RowMenu
              name={checklist.name}
              canUp={index > 0}
              canDown={index < all.length - 1}
              onMove={(direction) =>
                void apply(
                  client.mutation(MOVE_CHECKLIST, { input: { id: checklist.id, ...stepOf(all, index, direction) } }).toPromise(),
                  (d) => d.moveTaskChecklist,
                )
              }
              onRename={() => setRenaming(checklist.id)}
              onDelete={() => void apply(client.mutation(DELETE_CHECKLIST, { input: { id: checklist.id } }).toPromise(), (d) => d.deleteTaskChecklist)}
            />
          )}
        </Group>
        {total > 0 ? (
          <Progress size="sm" value={(done / total) * 100} color={done === total ? 'green' : undefined} aria-hidden />
        ) : (
          <Text size="sm" c="dimmed">
            {t('board.checklist.noItems')}
          </Text>
        )}
        {checklist.items.map((item, i) => renderItem(checklist, item, i))}
        {canEdit && total < CHECKLIST_LIMITS.itemsPerChecklist && (
          <AddField
            label={t('board.checklist.newItem', { name: checklist.name })}
            button={t('board.checklist.addItem')}
            max={CHECKLIST_LIMITS.itemName}
            onAdd={(name) =>
              apply(client.mutation(CREATE_CHECKLIST_ITEM, { input: { checklist_id: checklist.id, name } }).toPromise(), (d) => d.createChecklistItem)
            }
          />
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="sm" data-testid="task-checklists">
      <Title order={3} size="h5">
        {t('board.checklist.title')}
      </Title>
      {checklists === null && (
        <Text size="sm" c="dimmed">
          {t('board.checklist.loading')}
        </Text>
      )}
      {checklists?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('board.checklist.empty')}
        </Text>
      )}
      {checklists?.map(renderChecklist)}
      {canEdit && checklists !== null && checklists.length < CHECKLIST_LIMITS.perTask && (
        <AddField label={t('board.checklist.newChecklist')} button={t('board.checklist.addChecklist')} max={CHECKLIST_LIMITS.name} onAdd={addChecklist} />
      )}
    </Stack>
  );
}
