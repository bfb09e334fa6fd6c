import 'server-only';

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

import { processSingleton } from '../process-singleton';

/** A reading taken when Prometheus scrapes (the contact queue's depth and oldest age). */
export type Reading = () => Promise<number | null> | number | null;

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const readings: { queueDepth?: Reading; queueOldestAge?: Reading } = {};
  const gaugeFrom = (name: string, help: string, reading: keyof typeof readings) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const value = await readings[reading]?.();
        if (value != null) this.set(value);
      },
    });

  return {
    registry,
    readFrom(sources: typeof readings) {
      Object.assign(readings, sources);
    },
    contactAccepted: new Counter({
      name: 'plaza_contact_messages_accepted_total',
      help: 'Contact messages the site accepted (the visitor was told they were received).',
      registers,
    }),
    contactRefused: new Counter({
      name: 'plaza_contact_messages_refused_total',
      help: 'Contact posts refused before acceptance, by reason (invalid, rate_limited, queue_full, ...).',
      labelNames: ['reason'] as const,
      registers,
    }),
    contactDelivered: new Counter({
      name: 'plaza_contact_messages_delivered_total',
      help: 'Contact messages Contact Form 7 (or the outbox) took.',
      registers,
    }),
    contactDeliveryFailures: new Counter({
      name: 'plaza_contact_delivery_failures_total',
      help: 'Failed delivery attempts of contact messages, by cause; each message stays queued and is retried.',
      labelNames: ['cause'] as const,
      registers,
    }),
    contactRejected: new Counter({
      name: 'plaza_contact_messages_rejected_total',
      help: 'Contact messages Contact Form 7 refused for good, by reason (spam, acceptance_missing, validation_failed); kept for the operator, not retried.',
      labelNames: ['reason'] as const,
      registers,
    }),
    contactQueueDepth: gaugeFrom(
      'plaza_contact_queue_depth',
      'Contact messages waiting for delivery.',
      'queueDepth',
    ),
    contactQueueOldestAge: gaugeFrom(
      'plaza_contact_queue_oldest_age_seconds',
      'Age of the oldest contact message waiting for delivery (0 when none waits).',
      'queueOldestAge',
    ),
    webhookDeliveries: new Counter({
      name: 'plaza_webhook_deliveries_total',
      help: 'Webhook deliveries from WordPress, by outcome (regenerated, already_done, refused, failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    regenerationSeconds: new Histogram({
      name: 'plaza_webhook_regeneration_seconds',
      help: 'Time from a webhook delivery to its pages regenerated.',
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      registers,
    }),
    cachePurges: new Counter({
      name: 'plaza_cache_purges_total',
      help: 'Soft purges sent to HTTP caches, by outcome (sent, failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    wordpressRequests: new Histogram({
      name: 'plaza_wordpress_request_duration_seconds',
      help: 'WordPress REST requests, by outcome (ok, or the error cause).',
      labelNames: ['outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
      registers,
    }),
    httpResponses: new Counter({
      name: 'plaza_http_responses_total',
      help: 'HTTP answers of this instance, by status class (2xx, 3xx, 4xx, 5xx).',
      labelNames: ['class'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The process's metrics: one registry however many bundles import this module. */
export const metrics = (): Metrics => processSingleton('metrics', createMetrics);
