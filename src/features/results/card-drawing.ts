// The result cards as PNG images, drawn on a canvas in the browser (docs/features/result-cards.md). Loaded on demand,
// when a person asks for an image, never with the results page. Every text arrives translated; this file only draws.

/** A meme on a card: its image's address (a thumbnail that fits, so the whole meme shows), its uploader and points. */
export interface CardMeme {
  imageUrl: string | undefined;
  uploader: string;
  points: string;
  /** '1', '2', '3': the place as ranked (shared places repeat). */
  rank: number;
}

export interface PodiumCardContent {
  kicker: string;
  contestName: string;
  title: string;
  /** Best first; one to three. */
  memes: CardMeme[];
  footer: string;
}

export interface PlayerCardContent {
  kicker: string;
  contestName: string;
  playerName: string;
  /** '2nd of 7'. */
  place: string;
  /** 1 to 3 colours the place as its medal; any other place is white. */
  rank: number;
  bestMemeLabel: string;
  bestMeme: CardMeme | undefined;
  awards: string[];
  spreadTitle: string;
  /** Ten counts (scores 1 to 10), or null: then `spreadHidden` says why no spread shows. */
  spread: number[] | null;
  spreadHidden: string;
  footer: string;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif";
const COLORS = {
  background: '#101116',
  surface: '#1c1d26',
  brand: '#7c3aed',
  brandSoft: '#c4b5fd',
  text: '#f8fafc',
  muted: '#94a3b8',
  // Gold, silver, bronze: the podium's steps.
  medals: ['#fbbf24', '#cbd5e1', '#fb923c'],
} as const;

/** The medal colour of a place, white past third. */
const medal = (rank: number) => COLORS.medals[rank - 1] ?? COLORS.text;

function newCanvas(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  return { canvas, context };
}

function paintBackground(context: CanvasRenderingContext2D, width: number, height: number) {
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#2e1065');
  gradient.addColorStop(0.55, COLORS.background);
  gradient.addColorStop(1, '#0b0c10');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const glow = context.createRadialGradient(width * 0.85, height * 0.05, 0, width * 0.85, height * 0.05, width * 0.7);
  glow.addColorStop(0, 'rgba(124, 58, 237, 0.45)');
  glow.addColorStop(1, 'rgba(124, 58, 237, 0)');
  context.fillStyle = glow;
  context.fillRect(0, 0, width, height);
}

/**
 * The lines `text` takes at `maxWidth`, at most `maxLines`, the last one ending in '…' when the text goes on. A word
 * wider than the line (a long username) breaks anywhere.
 */
function wrapLines(context: CanvasRenderingContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (next: string) => {
    lines.push(next);
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) push(line);
    let rest = word;
    while (context.measureText(rest).width > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && context.measureText(rest.slice(0, cut)).width > maxWidth) cut -= 1;
      push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && context.measureText(`${last}…`).width > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

interface TextBox {
  x: number;
  y: number;
  maxWidth: number;
  size: number;
  weight?: number;
  color?: string;
  align?: CanvasTextAlign;
  maxLines?: number;
  lineHeight?: number;
}

/** Draws `text` wrapped from its top at `y`; answers the y under its last line. */
function drawText(context: CanvasRenderingContext2D, text: string, box: TextBox): number {
  const { x, y, maxWidth, size, weight = 700, color = COLORS.text, align = 'left', maxLines = 2 } = box;
  const lineHeight = box.lineHeight ?? Math.round(size * 1.15);
  context.font = `${weight} ${size}px ${FONT}`;
  context.fillStyle = color;
  context.textAlign = align;
  context.textBaseline = 'top';
  const lines = wrapLines(context, text, maxWidth, maxLines);
  lines.forEach((line, index) => context.fillText(line, x, y + index * lineHeight));
  return y + lines.length * lineHeight;
}

function roundedRect(context: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  context.beginPath();
  context.roundRect(x, y, w, h, r);
}

/**
 * A meme's image as a bitmap (null without an address: the card shows a plain frame). Fetched and decoded from its
 * bytes: a canvas drawn from a bitmap of a CORS-allowed response is never tainted, whatever origin the files come
 * from (PocketBase answers files to any origin), so `toBlob` works. A failed fetch fails the card, which says so.
 */
async function loadImage(url: string | undefined): Promise<ImageBitmap | null> {
  if (!url) return null;
  const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
  if (!response.ok) throw new Error(`Image ${response.status}`);
  return createImageBitmap(await response.blob());
}

/** Draws `image` whole inside the box, centred (or on its floor), with rounded corners; a plain frame without one. */
function drawFitted(
  context: CanvasRenderingContext2D,
  image: ImageBitmap | null,
  box: { x: number; y: number; w: number; h: number },
  onFloor = false,
) {
  let { x, y, w, h } = box;
  if (image) {
    const scale = Math.min(box.w / image.width, box.h / image.height);
    w = Math.round(image.width * scale);
    h = Math.round(image.height * scale);
    x = box.x + Math.round((box.w - w) / 2);
    y = box.y + (onFloor ? box.h - h : Math.round((box.h - h) / 2));
  }
  context.save();
  roundedRect(context, x, y, w, h, 24);
  context.fillStyle = COLORS.surface;
  context.fill();
  context.clip();
  if (image) context.drawImage(image, x, y, w, h);
  context.restore();
  context.save();
  roundedRect(context, x, y, w, h, 24);
  context.strokeStyle = 'rgba(255, 255, 255, 0.14)';
  context.lineWidth = 3;
  context.stroke();
  context.restore();
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png');
  });
}

function drawHeader(context: CanvasRenderingContext2D, width: number, kicker: string, contestName: string) {
  const y = drawText(context, kicker.toUpperCase(), {
    x: 64,
    y: 60,
    maxWidth: width - 128,
    size: 28,
    weight: 800,
    color: COLORS.brandSoft,
    maxLines: 1,
  });
  return drawText(context, contestName, { x: 64, y: y + 10, maxWidth: width - 128, size: 52, weight: 800 });
}

function drawFooter(context: CanvasRenderingContext2D, width: number, height: number, footer: string) {
  context.fillStyle = COLORS.brand;
  context.fillRect(0, height - 12, width, 12);
  drawText(context, footer, {
    x: width / 2,
    y: height - 64,
    maxWidth: width - 128,
    size: 26,
    weight: 700,
    color: COLORS.muted,
    align: 'center',
    maxLines: 1,
  });
}

/** The podium card: 1200×1000, second, first and third from left to right, the winner's meme the largest. */
export async function drawPodiumCard(content: PodiumCardContent): Promise<Blob> {
  const width = 1200;
  const height = 1000;
  const { canvas, context } = newCanvas(width, height);
  const images = await Promise.all(content.memes.map((meme) => loadImage(meme.imageUrl)));
  paintBackground(context, width, height);
  const top = drawHeader(context, width, content.kicker, content.contestName);
  drawText(context, content.title, {
    x: 64,
    y: top + 6,
    maxWidth: width - 128,
    size: 34,
    weight: 600,
    color: COLORS.muted,
  });

  // Columns: second, first, third, as on the page's podium.
  const order = content.memes.length >= 3 ? [1, 0, 2] : content.memes.map((_, index) => index);
  // The winner's column is the widest, as on the page.
  const shares = order.map((index) => (index === 0 ? 1.4 : 1));
  const unit = (width - 128 - 40 * (order.length - 1)) / shares.reduce((sum, share) => sum + share, 0);
  let nextX = 64;
  const floor = height - 110;
  const stepHeights = [170, 120, 80];
  order.forEach((index, column) => {
    const meme = content.memes[index];
    if (!meme) return;
    const columnWidth = unit * (shares[column] ?? 1);
    const x = nextX;
    nextX += columnWidth + 40;
    const step = stepHeights[Math.min(meme.rank, 3) - 1] ?? 80;
    const stepTop = floor - step;
    // The podium's step, in its medal's colour, with the place on it.
    context.fillStyle = medal(meme.rank);
    roundedRect(context, x, stepTop, columnWidth, step, 18);
    context.fill();
    drawText(context, String(meme.rank), {
      x: x + columnWidth / 2,
      y: stepTop + step / 2 - 34,
      maxWidth: columnWidth,
      size: 64,
      weight: 900,
      color: '#111827',
      align: 'center',
      maxLines: 1,
    });
    // Name and points above the step, the meme above them: the winner's column gets the tallest image.
    const pointsY = stepTop - 20 - 36;
    drawText(context, meme.points, {
      x: x + columnWidth / 2,
      y: pointsY,
      maxWidth: columnWidth,
      size: 30,
      weight: 700,
      color: medal(meme.rank),
      align: 'center',
      maxLines: 1,
    });
    context.font = `800 34px ${FONT}`;
    const nameLines = wrapLines(context, meme.uploader, columnWidth, 2).length;
    const nameY = pointsY - 8 - nameLines * 39;
    drawText(context, meme.uploader, {
      x: x + columnWidth / 2,
      y: nameY,
      maxWidth: columnWidth,
      size: 34,
      weight: 800,
      align: 'center',
      lineHeight: 39,
    });
    const imageTop = top + 70;
    drawFitted(
      context,
      images[index] ?? null,
      { x, y: imageTop, w: columnWidth, h: Math.max(120, nameY - 20 - imageTop) },
      true,
    );
  });
  drawFooter(context, width, height, content.footer);
  return toPng(canvas);
}

/** A player's card: 1080×1350 (a phone's portrait post), their place, best meme, award and the scores received. */
export async function drawPlayerCard(content: PlayerCardContent): Promise<Blob> {
  const width = 1080;
  const height = 1350;
  const { canvas, context } = newCanvas(width, height);
  const image = await loadImage(content.bestMeme?.imageUrl);
  paintBackground(context, width, height);
  let y = drawHeader(context, width, content.kicker, content.contestName);

  y = drawText(context, content.playerName, { x: 64, y: y + 36, maxWidth: width - 128, size: 76, weight: 900 });
  y = drawText(context, content.place, {
    x: 64,
    y: y + 6,
    maxWidth: width - 128,
    size: 64,
    weight: 800,
    color: medal(content.rank),
    maxLines: 1,
  });

  // Awards as pills under the place.
  let pillX = 64;
  y += 20;
  context.font = `800 30px ${FONT}`;
  for (const award of content.awards) {
    const textWidth = Math.min(context.measureText(`★ ${award}`).width, width - 128 - 48);
    if (pillX + textWidth + 48 > width - 64) {
      pillX = 64;
      y += 70;
    }
    context.fillStyle = 'rgba(251, 191, 36, 0.18)';
    roundedRect(context, pillX, y, textWidth + 48, 58, 29);
    context.fill();
    context.strokeStyle = 'rgba(251, 191, 36, 0.6)';
    context.lineWidth = 2;
    context.stroke();
    drawText(context, `★ ${award}`, {
      x: pillX + 24,
      y: y + 13,
      maxWidth: textWidth,
      size: 30,
      weight: 800,
      color: '#fde68a',
      maxLines: 1,
    });
    pillX += textWidth + 48 + 16;
  }
  if (content.awards.length > 0) y += 58;

  // The best meme, whole, with its points.
  const spreadTop = height - 360;
  if (content.bestMeme) {
    const labelY = drawText(context, `${content.bestMemeLabel} · ${content.bestMeme.points}`, {
      x: 64,
      y: y + 32,
      maxWidth: width - 128,
      size: 30,
      weight: 700,
      color: COLORS.muted,
      maxLines: 1,
    });
    drawFitted(context, image, { x: 64, y: labelY + 16, w: width - 128, h: spreadTop - 40 - (labelY + 16) });
  }

  // The scores received, 1 to 10, as bars; or why they stay private.
  drawText(context, content.spreadTitle, {
    x: 64,
    y: spreadTop,
    maxWidth: width - 128,
    size: 30,
    weight: 700,
    color: COLORS.muted,
    maxLines: 1,
  });
  const chartTop = spreadTop + 52;
  const chartHeight = 150;
  if (content.spread) {
    const most = Math.max(1, ...content.spread);
    const slot = (width - 128) / 10;
    content.spread.forEach((count, index) => {
      const barHeight = count === 0 ? 4 : Math.max(12, Math.round((count / most) * chartHeight));
      const x = 64 + index * slot + 8;
      context.fillStyle = count === 0 ? 'rgba(148, 163, 184, 0.35)' : index >= 7 ? COLORS.medals[0] : COLORS.brandSoft;
      roundedRect(context, x, chartTop + chartHeight - barHeight, slot - 16, barHeight, 8);
      context.fill();
      drawText(context, String(index + 1), {
        x: x + (slot - 16) / 2,
        y: chartTop + chartHeight + 12,
        maxWidth: slot,
        size: 26,
        weight: 700,
        color: COLORS.muted,
        align: 'center',
        maxLines: 1,
      });
    });
  } else {
    drawText(context, content.spreadHidden, {
      x: 64,
      y: chartTop + 30,
      maxWidth: width - 128,
      size: 30,
      weight: 500,
      color: COLORS.text,
      maxLines: 3,
    });
  }
  drawFooter(context, width, height, content.footer);
  return toPng(canvas);
}

/**
 * Hands the PNG on: to the phone's share sheet with the file where the browser can share files (a finger to use it),
 * else as a download. 'cancelled' when the person closed the share sheet.
 */
export async function savePng(
  blob: Blob,
  fileName: string,
  title: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  const touch = window.matchMedia('(pointer: coarse)').matches;
  if (touch && typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed (the tap's activation ran out while drawing) or failed: the download still works.
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has read the address by the next task; revoke it a while later for slow browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
}
