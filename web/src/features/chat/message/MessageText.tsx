import { Avatar, Badge, Box, Code, Divider, Group, Paper, Text } from '@mantine/core';
import { mayHoldNotation, parseNotation, type NotationNode } from '@musubi/shared/client';
import { formatRecent } from '../../../i18n/format';
import { IconArrowBackUp, IconInfoCircle } from '@tabler/icons-react';
import { createContext, useContext, useMemo } from 'react';
import { LinkifiedText } from '../../../components/LinkifiedText';
import { useTranslation } from '../../../i18n';
import type { ChatUser } from '../types';

/** The room's members by their REST API account number, the number Chatwork's tags name people by. */
export const MembersByNumber = createContext<ReadonlyMap<number, ChatUser>>(new Map());

interface Props {
  text: string;
  viewerId: string;
  /** Whether the viewer wrote the message: a To or TO ALL in it is not addressed to them. */
  own: boolean;
}

/**
 * A message's text: its links as links, and the tags of Chatwork's notation (decision 0267) as Musubi's own
 * badges and boxes, built as elements (never as HTML), so a tag cannot inject markup.
 */
export function MessageText(props: Props) {
  // Most messages hold no tag: they skip the parser and never read the members by number.
  return mayHoldNotation(props.text) ? <NotationText {...props} /> : <LinkifiedText text={props.text} />;
}

function NotationText({ text, viewerId, own }: Props) {
  const nodes = useMemo(() => parseNotation(text), [text]);
  const people = useContext(MembersByNumber);
  return <Nodes nodes={nodes} people={people} viewerId={viewerId} own={own} />;
}

interface NodesProps {
  nodes: readonly NotationNode[];
  people: ReadonlyMap<number, ChatUser>;
  viewerId: string;
  own: boolean;
}

/** The nodes that stand on lines of their own: the line break written next to one would leave an empty line. */
const BLOCKS = new Set<NotationNode['type']>(['reply', 'quote', 'info', 'code', 'hr']);
const isBlock = (node: NotationNode | undefined) => node !== undefined && BLOCKS.has(node.type);

const inline = { verticalAlign: 'middle', marginInline: 2 } as const;

function Nodes({ nodes, people, viewerId, own }: NodesProps) {
  const { t } = useTranslation();
  const nameOf = (accountId: number) => people.get(accountId)?.name ?? t('chat.timeline.unknownPerson');
  const inner = (children: readonly NotationNode[]) => <Nodes nodes={children} people={people} viewerId={viewerId} own={own} />;
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text': {
        let text = node.text;
        if (isBlock(nodes[index - 1])) text = text.replace(/^\r?\n/, '');
        if (isBlock(nodes[index + 1])) text = text.replace(/\r?\n$/, '');
        return <LinkifiedText key={index} text={text} />;
      }
      case 'to': {
        const person = people.get(node.accountId);
        const toMe = !own && person?.id === viewerId;
        return (
          <Badge key={index} size="sm" color={toMe ? 'orange' : 'gray'} variant={toMe ? 'filled' : person ? 'light' : 'outline'} style={inline} data-testid="notation-to">
            {t('chat.timeline.to', { name: nameOf(node.accountId) })}
          </Badge>
        );
      }
      case 'toall':
        return (
          <Badge key={index} size="sm" color={own ? 'gray' : 'orange'} variant={own ? 'light' : 'filled'} style={inline} data-testid="notation-to">
            {t('chat.timeline.toAll')}
          </Badge>
        );
      case 'reply':
        return (
          <Group key={index} gap={4} wrap="nowrap" pl="xs" my={2} style={{ borderLeft: '3px solid var(--mantine-color-blue-4)' }} data-testid="notation-reply">
            <IconArrowBackUp size={12} aria-hidden />
            <Text span size="xs" c="dimmed">
              {t('chat.timeline.replyTo', { name: nameOf(node.accountId) })}
            </Text>
          </Group>
        );
      case 'picon': {
        const person = people.get(node.accountId);
        const name = nameOf(node.accountId);
        return (
          <Box key={index} component="span" style={inline} data-testid="notation-picon">
            <Avatar
              component="span"
              src={person?.image ?? null}
              size={20}
              radius="xl"
              display="inline-flex"
              style={{ verticalAlign: 'middle' }}
              // Its name beside it is read; alone, the picture says whose it is.
              {...(node.withName ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
            >
              {name.slice(0, 1)}
            </Avatar>
            {node.withName && ` ${name}`}
          </Box>
        );
      }
      case 'hr':
        return <Divider key={index} my={6} data-testid="notation-hr" />;
      case 'code':
        return (
          <Code key={index} block my={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="notation-code">
            {node.text.replace(/^\r?\n/, '').replace(/\r?\n$/, '')}
          </Code>
        );
      case 'quote':
        return (
          <Box
            key={index}
            component="blockquote"
            m={0}
            my={4}
            px="xs"
            py={4}
            style={{ borderLeft: '3px solid var(--mantine-color-gray-5)', background: 'var(--mantine-color-gray-light)', borderRadius: 'var(--mantine-radius-sm)' }}
            data-testid="notation-quote"
          >
            <QuoteHeader accountId={node.accountId} time={node.time} people={people} />
            <div>{inner(node.children)}</div>
          </Box>
        );
      case 'info':
        return (
          <Paper key={index} withBorder radius="sm" px="xs" py={4} my={4} role="note" data-testid="notation-info">
            {node.title && (
              <>
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <IconInfoCircle size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
                  <Text fw={700} size="sm" component="div" style={{ minWidth: 0 }}>
                    {inner(node.title)}
                  </Text>
                </Group>
                <Divider my={4} />
              </>
            )}
            <div>{inner(node.children)}</div>
          </Paper>
        );
    }
  });
}

/** Whom a quote is of and when it was written: the picture, the name and the date of [qtmeta aid=… time=…]. */
function QuoteHeader({ accountId, time, people }: { accountId: number | null; time: number | null; people: ReadonlyMap<number, ChatUser> }) {
  const { t } = useTranslation();
  const person = accountId === null ? undefined : people.get(accountId);
  const name = accountId === null ? t('chat.timeline.quote') : (person?.name ?? t('chat.timeline.unknownPerson'));
  const writtenAt = time === null ? null : new Date(time * 1000);
  return (
    <Group gap={6} wrap="nowrap" mb={2}>
      {accountId !== null && (
        <Avatar src={person?.image ?? null} alt="" aria-hidden size={18} radius="xl">
          {name.slice(0, 1)}
        </Avatar>
      )}
      <Text size="xs" fw={700} truncate="end">
        {name}
      </Text>
      {writtenAt && (
        <Text size="xs" c="dimmed" component="time" dateTime={writtenAt.toISOString()} style={{ flex: 'none' }}>
          {formatRecent(writtenAt)}
        </Text>
      )}
    </Group>
  );
}
