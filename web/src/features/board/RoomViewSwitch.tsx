import { Tabs } from '@mantine/core';
import { IconLayoutKanban, IconMessages } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useSearchParams } from 'react-router';
import { BoardLoading } from './BoardLoading';
import { loadRoomBoardsView } from './lazy';
import classes from './RoomViewSwitch.module.css';

// The board (drag and drop, date pickers) is the second tab: it loads when first opened, not with the chat.
const RoomBoardsView = lazy(loadRoomBoardsView);

/** 「チャット」「ボード」 tabs above a room; the choice is ?view=board in the URL, so it survives a reload. */
export function RoomViewSwitch({ roomId, chat }: { roomId: string; chat: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'board' ? 'board' : 'chat';
  return (
    <Tabs
      value={view}
      onChange={(value) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          if (value === 'board') next.set('view', 'board');
          else next.delete('view');
          return next;
        })
      }
      className={classes.tabs}
    >
      <Tabs.List>
        <Tabs.Tab value="chat" leftSection={<IconMessages size={14} />}>
          {t('chat.view.chat')}
        </Tabs.Tab>
        <Tabs.Tab value="board" leftSection={<IconLayoutKanban size={14} />}>
          {t('chat.view.board')}
        </Tabs.Tab>
      </Tabs.List>
      {/* Both panels exist, so each tab's aria-controls names one; only the chosen one has content. */}
      <Tabs.Panel value="chat" className={classes.fill}>
        {view === 'chat' && chat}
      </Tabs.Panel>
      <Tabs.Panel value="board" className={classes.fill}>
        {view === 'board' && (
          <Suspense fallback={<BoardLoading />}>
            <RoomBoardsView key={roomId} roomId={roomId} />
          </Suspense>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
