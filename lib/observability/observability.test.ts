import { requestId } from './log';
import { metrics } from './metrics';

it('keeps one registry per process, whichever module copy asks', async () => {
  expect(metrics()).toBe(metrics());
  metrics().contactAccepted.inc();
  metrics().readFrom({ queueDepth: () => 3 });
  const text = await metrics().registry.metrics();
  expect(text).toMatch(/^plaza_contact_messages_accepted_total 1$/m);
  expect(text).toMatch(/^plaza_contact_queue_depth 3$/m);
});

it("takes the edge's request id when it looks like one, and makes one otherwise", () => {
  expect(requestId(new Headers({ 'x-request-id': '0f1e2d3c4b5a69788796a5b4c3d2e1f0' }))).toBe(
    '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  );
  const forged = requestId(new Headers({ 'x-request-id': '"level":"error"' }));
  expect(forged).toMatch(/^[0-9a-f-]{36}$/);
});
