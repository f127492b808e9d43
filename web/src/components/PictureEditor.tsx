import { Avatar, Box, Button, FileButton, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { messages, useTranslation } from '../i18n';

/** The side of the square sent to the server, which resizes it again: enough for a sharp 256-pixel picture. */
const UPLOAD_SIDE = 512;

interface Props {
  /** The picture now (a path under /api/avatars/), or null. */
  image: string | null;
  /** What the avatar shows without a picture: the first letter of the name. */
  fallback: string;
  /** PUT (with the image) or DELETE target, e.g. /api/avatars/me. */
  endpoint: string;
  /** Round for a person, square for a room. */
  shape: 'round' | 'rect';
  label: string;
  onChange(image: string | null): void;
}

/** Draws the chosen square of the image into a PNG of UPLOAD_SIDE pixels. */
async function cropToSquare(source: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = UPLOAD_SIDE;
  canvas.height = UPLOAD_SIDE;
  canvas.getContext('2d')!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, UPLOAD_SIDE, UPLOAD_SIDE);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'));
}

async function send(method: 'PUT' | 'DELETE', endpoint: string, body?: Blob): Promise<{ image: string | null } | { error: string }> {
  try {
    const response = await fetch(endpoint, { method, credentials: 'same-origin', headers: body ? { 'content-type': body.type } : {}, body });
    const answer = (await response.json()) as { image?: string | null; errors?: Array<{ message: string }> };
    if (!response.ok) return { error: answer.errors?.[0]?.message ?? messages().genericError };
    return { image: answer.image ?? null };
  } catch {
    return { error: messages().genericError };
  }
}

/** A picture with buttons to choose a new one (cropped to a square before upload) and to remove it. */
export function PictureEditor({ image, fallback, endpoint, shape, label, onChange }: Props) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => {
    if (source) URL.revokeObjectURL(source);
  }, [source]);

  const choose = (file: File | null) => {
    if (!file) return;
    setError(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setSource(URL.createObjectURL(file));
  };

  const save = async () => {
    if (!source || !area) return;
    setBusy(true);
    const blob = await cropToSquare(source, area).catch(() => null);
    const answer = blob ? await send('PUT', endpoint, blob) : { error: messages().imageUnreadable };
    setBusy(false);
    if ('error' in answer) return setError(answer.error);
    setSource(null);
    onChange(answer.image);
  };

  const remove = async () => {
    setBusy(true);
    const answer = await send('DELETE', endpoint);
    setBusy(false);
    if ('error' in answer) return setError(answer.error);
    onChange(null);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md" wrap="nowrap">
        <Avatar src={image} size={72} radius={shape === 'round' ? 'xl' : 'md'} alt={label} data-testid="picture-preview">
          {fallback.slice(0, 1)}
        </Avatar>
        <Group gap="xs">
          <FileButton onChange={choose} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPhoto size={14} />}>
                {t('picture.choose')}
              </Button>
            )}
          </FileButton>
          {image && (
            <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => void remove()} loading={busy && !source}>
              {t('picture.remove')}
            </Button>
          )}
        </Group>
      </Group>
      {error && !source && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Modal opened={source !== null} onClose={() => setSource(null)} title={t('picture.cropTitle')} centered>
        <Stack>
          <Box pos="relative" h={280} bg="dark.6" style={{ borderRadius: 8, overflow: 'hidden' }}>
            {source && (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape={shape}
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            )}
          </Box>
          <Text size="xs" c="dimmed">
            {t('picture.cropLead')}
          </Text>
          <Slider min={1} max={3} step={0.05} value={zoom} onChange={setZoom} label={null} aria-label={t('picture.zoom')} />
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setSource(null)}>
              {t('picture.cancel')}
            </Button>
            <Button onClick={() => void save()} loading={busy} disabled={!area}>
              {t('picture.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
