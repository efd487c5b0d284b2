import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** Share of the cover that must be scratched off before the card is revealed. */
export const REVEAL_AT = 0.5;
const BRUSH_PX = 36;

interface Props {
  /** Text drawn on the cover ('Scratch here'). */
  readonly label: string;
  /** Called once, when enough is scratched off. */
  readonly onScratched: () => void;
  readonly disabled?: boolean;
}

/** The cover, painted from the design tokens (the brand colour is a setting). */
function paintCover(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D, label: string): void {
  const css = getComputedStyle(canvas);
  const brand = css.getPropertyValue('--brand').trim() || '#fc8019';
  const tint = css.getPropertyValue('--brand-tint-strong').trim() || '#fedfc6';
  const ink = css.getPropertyValue('--on-brand').trim() || '#ffffff';
  const { width, height } = canvas;
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = brand;
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = tint;
  ctx.globalAlpha = 0.35;
  ctx.lineWidth = width / 40;
  for (let x = -height; x < width; x += width / 10) {
    ctx.beginPath();
    ctx.moveTo(x, height);
    ctx.lineTo(x + height, 0);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  ctx.fillStyle = ink;
  ctx.font = `800 ${Math.round(height / 9)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, width / 2, height / 2);
}

/** Share of transparent pixels, sampled on a grid (a full read of a phone-sized canvas is slow). */
function clearedShare(ctx: CanvasRenderingContext2D, width: number, height: number): number {
  const { data } = ctx.getImageData(0, 0, width, height);
  const step = 8;
  let clear = 0;
  let total = 0;
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      total += 1;
      if ((data[(y * width + x) * 4 + 3] ?? 255) < 128) clear += 1;
    }
  }
  return total === 0 ? 0 : clear / total;
}

/**
 * A real scratch surface (pointer events: touch, pen and mouse): strokes erase the cover with
 * `destination-out`; at REVEAL_AT the card is scratched. Hidden from assistive tech: the card's
 * Reveal button is the equivalent (DESIGN "The scratch card has an equivalent reveal button").
 */
export function ScratchSurface({ label, onScratched, disabled = false }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const done = useRef(false);
  const moves = useRef(0);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d', { willReadFrequently: true });
    if (!canvas || !ctx) return;
    const scale = Math.min(window.devicePixelRatio || 1, 2);
    const box = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(box.width * scale));
    canvas.height = Math.max(1, Math.round(box.height * scale));
    paintCover(canvas, ctx, label);
    setReady(true);
  }, [label]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * canvas.width, y: ((event.clientY - box.top) / box.height) * canvas.height };
  };

  const scratch = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const ctx = canvas.getContext('2d');
    if (!ctx || disabled || done.current) return;
    const to = point(event);
    const from = last.current ?? to;
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = BRUSH_PX * (canvas.width / canvas.getBoundingClientRect().width || 1);
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x + 0.01, to.y);
    ctx.stroke();
    last.current = to;
  };

  const check = (canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d');
    if (!ctx || done.current) return;
    if (clearedShare(ctx, canvas.width, canvas.height) >= REVEAL_AT) {
      done.current = true;
      onScratched();
    }
  };

  return (
    <canvas
      ref={ref}
      className={`scratch-surface ${ready ? '' : 'scratch-surface--waiting'}`}
      aria-hidden="true"
      onPointerDown={(event) => {
        if (disabled) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        last.current = null;
        scratch(event);
      }}
      onPointerMove={(event) => {
        if (last.current === null) return;
        scratch(event);
        // Checked now and then while moving (a full sweep can pass 50 % before the finger lifts).
        moves.current += 1;
        if (moves.current % 8 === 0) check(event.currentTarget);
      }}
      onPointerUp={(event) => {
        last.current = null;
        check(event.currentTarget);
      }}
      onPointerCancel={() => {
        last.current = null;
      }}
    />
  );
}
