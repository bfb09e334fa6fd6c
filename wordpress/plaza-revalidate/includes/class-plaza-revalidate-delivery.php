<?php
/**
 * Sends deliveries without holding up the editor. `wp_remote_post( … 'blocking' => false )` is no
 * help: with php-curl it still waits up to its timeout, and WordPress's Requests library rounds any
 * timeout up to 1 s. So the request made during a save is capped at EDITOR_TIMEOUT_MS through
 * `http_api_curl` (our own requests only), and anything that fails is retried later by WP-Cron with
 * a longer timeout. Never sleep() in a save.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Webhook deliveries (signed, one per changed post) and the optional deploy hook (one plain POST).
 */
final class Plaza_Revalidate_Delivery {

	/** Cap of one delivery during an editor's request: the budget for a save is 0.5 s. */
	const EDITOR_TIMEOUT_MS = 300;
	/** In WP-Cron nobody waits: give a slow site time to answer. */
	const CRON_TIMEOUT_MS = 5000;
	const RETRY_HOOK      = 'plaza_revalidate_retry';
	/** Marks our own requests for cap_curl(); other plugins' requests keep their settings. */
	const ARG = 'plaza_revalidate_timeout_ms';

	public static function webhook_url(): string {
		return defined( 'PLAZA_REVALIDATE_URL' ) ? trim( (string) PLAZA_REVALIDATE_URL ) : '';
	}

	public static function secret(): string {
		return defined( 'PLAZA_REVALIDATE_SECRET' ) ? trim( (string) PLAZA_REVALIDATE_SECRET ) : '';
	}

	public static function deploy_url(): string {
		return defined( 'PLAZA_DEPLOY_HOOK_URL' ) ? trim( (string) PLAZA_DEPLOY_HOOK_URL ) : '';
	}

	/**
	 * The deliveries of one request: a webhook per changed post, then one deploy-hook call. Once the
	 * site fails to answer, the rest of this request's webhooks go straight to the retry queue: ten
	 * posts bulk-edited while the site is down must not cost the editor ten timeouts.
	 *
	 * @param array[] $payloads Payloads without sentAt.
	 */
	public static function send( array $payloads ): void {
		if ( ! $payloads ) {
			return;
		}
		// A scheduled post published by WP-Cron has nobody waiting on it.
		$timeout_ms = wp_doing_cron() ? self::CRON_TIMEOUT_MS : self::EDITOR_TIMEOUT_MS;
		if ( self::webhook_url() && self::secret() ) {
			$answered = true;
			foreach ( array_map( array( Plaza_Revalidate_Contract::class, 'identify' ), $payloads ) as $payload ) {
				if ( $answered ) {
					$answered = self::attempt( 'webhook', $payload, 1, $timeout_ms );
				} else {
					self::queue( 'webhook', $payload, 1, 'not sent: the site did not answer the delivery before it' );
				}
			}
		}
		if ( self::deploy_url() ) {
			self::attempt( 'deploy', array(), 1, $timeout_ms );
		}
	}

	/** WP-Cron: a later attempt of the same delivery (same id), with a longer timeout. */
	public static function retry( $target, $payload, $attempt ): void {
		$payload = (array) $payload;
		if ( 'webhook' === $target ) {
			// A retry queued before an update of the plugin: the current contract, with an id of its own.
			$payload = Plaza_Revalidate_Contract::identify( $payload );
		}
		self::attempt( (string) $target, $payload, (int) $attempt, self::CRON_TIMEOUT_MS );
	}

	/** `http_api_curl`: sub-second timeouts on our own requests, which WordPress itself rounds up to 1 s. */
	public static function cap_curl( $handle, $args ): void {
		if ( empty( $args[ self::ARG ] ) ) {
			return;
		}
		$ms = (int) $args[ self::ARG ];
		curl_setopt( $handle, CURLOPT_TIMEOUT_MS, $ms ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- the point of this hook.
		curl_setopt( $handle, CURLOPT_CONNECTTIMEOUT_MS, $ms ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt
		// Sub-second timeouts need libcurl not to use signals (alarm() counts whole seconds).
		curl_setopt( $handle, CURLOPT_NOSIGNAL, true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt
	}

	/** One attempt, logged; a failure that may heal is queued. Returns whether the target answered 2xx. */
	private static function attempt( string $target, array $payload, int $attempt, int $timeout_ms ): bool {
		$webhook = 'webhook' === $target;
		$url     = $webhook ? self::webhook_url() : self::deploy_url();
		if ( ! $url || ( $webhook && ! self::secret() ) ) {
			return true;
		}
		$answer = self::post( $url, $webhook ? $payload : null, $timeout_ms );
		$next   = null;
		if ( ! $answer['ok'] && Plaza_Revalidate_Contract::retryable( $answer['status'] ) ) {
			$next = self::schedule( $target, $payload, $attempt + 1, Plaza_Revalidate_Contract::retry_delay( $attempt ) );
		}
		self::log( $target, $payload, $attempt, $answer['result'], $answer['ok'], $answer['ms'], $next );
		return $answer['ok'];
	}

	/**
	 * "Republish the whole site" (Plaza_Revalidate_Republish): one signed delivery, waited for as long as the
	 * site takes to regenerate its pages, logged with its report. Never retried: the editor presses again.
	 *
	 * @return bool Whether the site republished.
	 */
	public static function republish_all( int $timeout_ms ): bool {
		$payload = Plaza_Revalidate_Contract::identify( Plaza_Revalidate_Contract::republish_payload() );
		$answer  = self::post( self::webhook_url(), $payload, $timeout_ms );
		$report  = $answer['ok'] ? Plaza_Revalidate_Contract::republish_report( $answer['body'] ) : null;
		self::log( 'webhook', $payload, 1, $answer['result'], $answer['ok'], $answer['ms'], null, $report );
		return $answer['ok'];
	}

	/**
	 * One POST: to the webhook, signed, when $payload is given; else the deploy hook's empty one.
	 *
	 * @return array{status: int|null, ok: bool, result: string, body: string, ms: int}
	 */
	private static function post( string $url, ?array $payload, int $timeout_ms ): array {
		$now  = time();
		$body = null === $payload ? '' : Plaza_Revalidate_Contract::body( $payload, $now );

		$start    = microtime( true );
		$response = wp_remote_post(
			$url,
			array(
				'timeout'     => max( 1, (int) ceil( $timeout_ms / 1000 ) ),
				'redirection' => 0,
				'headers'     => null === $payload ? array() : Plaza_Revalidate_Contract::headers( self::secret(), $now, $body ),
				'body'        => $body,
				'user-agent'  => 'PlazaRevalidate/2.0; ' . home_url( '/' ),
				self::ARG     => $timeout_ms,
			)
		);
		$ms = (int) round( ( microtime( true ) - $start ) * 1000 );

		$status = is_wp_error( $response ) ? null : (int) wp_remote_retrieve_response_code( $response );
		$answer = is_wp_error( $response ) ? '' : wp_remote_retrieve_body( $response );
		return array(
			'status' => $status,
			'ok'     => null !== $status && $status >= 200 && $status < 300,
			'result' => null === $status ? $response->get_error_message() : self::describe( $status, $answer ),
			'body'   => $answer,
			'ms'     => $ms,
		);
	}

	private static function queue( string $target, array $payload, int $attempt, string $reason ): void {
		$next = self::schedule( $target, $payload, $attempt, Plaza_Revalidate_Contract::RETRY_DELAYS[0] );
		self::log( $target, $payload, $attempt, $reason, false, 0, $next );
	}

	/** @return int|null When the next attempt runs, or null when there is none. */
	private static function schedule( string $target, array $payload, int $attempt, ?int $delay ): ?int {
		if ( null === $delay ) {
			return null;
		}
		$at = time() + $delay;
		// WordPress drops an identical event already queued within 10 minutes: the same delivery, once.
		wp_schedule_single_event( $at, self::RETRY_HOOK, array( $target, $payload, $attempt ) );
		return $at;
	}

	/** "401 timestamp_expired": the site's own word for why, when it gives one. */
	private static function describe( int $status, string $body ): string {
		$json = json_decode( $body, true );
		return is_array( $json ) && isset( $json['status'] ) && is_string( $json['status'] ) ? $status . ' ' . $json['status'] : (string) $status;
	}

	/** @param array|null $report What the site reported for "everything" (Plaza_Revalidate_Contract::republish_report). */
	private static function log( string $target, array $payload, int $attempt, string $result, bool $ok, int $ms, ?int $next, ?array $report = null ): void {
		$entry = array(
			'time'       => time(),
			'target'     => $target,
			'event'      => $payload['event'] ?? 'deploy',
			'post'       => $payload['post']['id'] ?? 0,
			'categories' => $payload['post']['categories'] ?? array(),
			'attempt'    => $attempt,
			'result'     => $result,
			'ok'         => $ok,
			'ms'         => $ms,
			'next'       => $next,
		);
		if ( $report ) {
			$entry['report'] = $report;
		}
		Plaza_Revalidate_Log::add( $entry );
	}
}
