/**
 * Where a tooltip goes: the preferred side (spec default: top) unless it would leave the viewport,
 * then the opposite side; along the other axis it is clamped inside the viewport. Pure, so it is
 * tested without a browser.
 */
export type Placement = 'top' | 'bottom' | 'left' | 'right';

/** The anchor: an element's box, or a point (the pointer, for the "float" effect) as a zero-size box. */
export type AnchorRect = { left: number; top: number; width: number; height: number };
export type Size = { width: number; height: number };

export type PlacementInput = {
  anchor: AnchorRect;
  tooltip: Size;
  viewport: Size;
  placement?: Placement;
  /** Gap between anchor and tooltip, arrow included. */
  offset?: number;
  /** Smallest distance kept from the viewport's edges. */
  margin?: number;
};

export type PlacementResult = { placement: Placement; left: number; top: number };

const OPPOSITE: Record<Placement, Placement> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

function position(
  side: Placement,
  { anchor, tooltip }: PlacementInput,
  offset: number,
): { left: number; top: number } {
  const centreX = anchor.left + anchor.width / 2 - tooltip.width / 2;
  const centreY = anchor.top + anchor.height / 2 - tooltip.height / 2;
  switch (side) {
    case 'top':
      return { left: centreX, top: anchor.top - tooltip.height - offset };
    case 'bottom':
      return { left: centreX, top: anchor.top + anchor.height + offset };
    case 'left':
      return { left: anchor.left - tooltip.width - offset, top: centreY };
    case 'right':
      return { left: anchor.left + anchor.width + offset, top: centreY };
  }
}

function fits(
  side: Placement,
  spot: { left: number; top: number },
  input: PlacementInput,
  margin: number,
): boolean {
  const { tooltip, viewport } = input;
  if (side === 'top') return spot.top >= margin;
  if (side === 'bottom') return spot.top + tooltip.height <= viewport.height - margin;
  if (side === 'left') return spot.left >= margin;
  return spot.left + tooltip.width <= viewport.width - margin;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

export function placeTooltip(input: PlacementInput): PlacementResult {
  const preferred = input.placement ?? 'top';
  const offset = input.offset ?? 10;
  const margin = input.margin ?? 4;
  const opposite = OPPOSITE[preferred];
  let side = preferred;
  let spot = position(preferred, input, offset);
  if (!fits(preferred, spot, input, margin)) {
    const flipped = position(opposite, input, offset);
    // Flip only when the other side is better; when neither fits, keep the preferred side.
    if (fits(opposite, flipped, input, margin)) {
      side = opposite;
      spot = flipped;
    }
  }
  const { tooltip, viewport } = input;
  return {
    placement: side,
    left: clamp(spot.left, margin, viewport.width - tooltip.width - margin),
    top: clamp(spot.top, margin, viewport.height - tooltip.height - margin),
  };
}
