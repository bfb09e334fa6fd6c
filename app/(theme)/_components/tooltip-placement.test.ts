import { placeTooltip } from './tooltip-placement';

const viewport = { width: 1000, height: 800 };
const tooltip = { width: 200, height: 100 };
const box = (left: number, top: number, width = 100, height = 40) => ({ left, top, width, height });

describe('placeTooltip', () => {
  it('goes on top by default, centred over its anchor', () => {
    expect(placeTooltip({ anchor: box(400, 400), tooltip, viewport, offset: 10 })).toEqual({
      placement: 'top',
      left: 350,
      top: 290,
    });
  });

  it('flips to the bottom when the top would leave the viewport', () => {
    const result = placeTooltip({ anchor: box(400, 50), tooltip, viewport, offset: 10 });
    expect(result).toEqual({ placement: 'bottom', left: 350, top: 100 });
  });

  it('goes to the right of a pointer, and flips to the left near the right edge', () => {
    const pointer = (x: number) => ({ left: x, top: 400, width: 0, height: 0 });
    expect(placeTooltip({ anchor: pointer(300), tooltip, viewport, placement: 'right', offset: 16 })).toEqual(
      { placement: 'right', left: 316, top: 350 },
    );
    expect(placeTooltip({ anchor: pointer(900), tooltip, viewport, placement: 'right', offset: 16 })).toEqual(
      { placement: 'left', left: 684, top: 350 },
    );
  });

  it('flips from the left to the right near the left edge', () => {
    expect(placeTooltip({ anchor: box(50, 400), tooltip, viewport, placement: 'left' }).placement).toBe(
      'right',
    );
  });

  it('keeps the preferred side when neither side fits, and stays inside the viewport', () => {
    const tall = { width: 200, height: 790 };
    const result = placeTooltip({ anchor: box(400, 400), tooltip: tall, viewport, margin: 4 });
    expect(result.placement).toBe('top');
    expect(result.top).toBe(4);
  });

  it('clamps along the other axis so a tooltip near a side edge stays on screen', () => {
    const result = placeTooltip({ anchor: box(0, 400, 20), tooltip, viewport, margin: 4 });
    expect(result).toMatchObject({ placement: 'top', left: 4 });
    expect(placeTooltip({ anchor: box(990, 400, 10), tooltip, viewport, margin: 4 }).left).toBe(796);
  });
});
