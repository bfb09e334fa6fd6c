<?php
/**
 * The webhook contract, mirrored from the site's lib/companion/contract.ts. Pure PHP (no WordPress
 * calls), so tests/run.php checks it with php-cli and writes tests/payloads.json, which the site's
 * Jest test validates against its own schema: the two sides of one contract cannot drift.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Payload shape, event rules, signing and retry policy.
 */
final class Plaza_Revalidate_Contract {

	/** 2 added deliveryId; the site refuses 1 with 400 unsupported_version. */
	const VERSION          = 2;
	const SIGNATURE_HEADER = 'x-plaza-signature';
	const TIMESTAMP_HEADER = 'x-plaza-timestamp';

	/** The only status the site shows: a change matters when the post had it before or has it after. */
	const VISIBLE = 'publish';

	/** Seconds before each retry; after the last one the delivery is given up (and logged). */
	const RETRY_DELAYS = array( 60, 300, 1800 );

	/**
	 * What happened to a post, from its state before the request and after it (null: deleted).
	 * Null when the site never showed the post and does not show it now (drafts, pending, trash→delete).
	 *
	 * @param array{status: string}      $before State at the first hook of the request.
	 * @param array{status: string}|null $after  State at shutdown, null when the post is gone.
	 */
	public static function post_event( array $before, ?array $after ): ?string {
		$was = self::VISIBLE === $before['status'];
		$is  = null !== $after && self::VISIBLE === $after['status'];
		if ( ! $was && ! $is ) {
			return null;
		}
		if ( null === $after ) {
			return 'deleted';
		}
		if ( 'trash' === $after['status'] ) {
			return 'trashed';
		}
		if ( $was && ! $is ) {
			return 'unpublished';
		}
		return $was ? 'saved' : 'published';
	}

	/**
	 * One payload, without `deliveryId` (identify() adds it when it is first sent) and `sentAt` (stamped at
	 * each attempt, see body()): a retry is a new sending of the same change.
	 *
	 * @param int[] $categories Every category the post is in or was in before the change.
	 */
	public static function payload( string $event, int $id, string $type, string $status, array $categories, int $parent = 0 ): array {
		$categories = array_values( array_unique( array_map( 'intval', $categories ) ) );
		sort( $categories );
		$post = array(
			'id'         => $id,
			'type'       => $type,
			'status'     => $status,
			'categories' => array_values( array_filter( $categories, fn( $category ) => $category > 0 ) ),
		);
		if ( $parent > 0 ) {
			$post['parent'] = $parent;
		}
		return array(
			'version' => self::VERSION,
			'event'   => $event,
			'post'    => $post,
		);
	}

	/**
	 * "Republish the whole site": no post, every page (the site's REPUBLISH_EVENT). Identified and signed like
	 * a post's delivery, so a forged or replayed one is refused the same way.
	 */
	const REPUBLISH_EVENT = 'republish_all';

	public static function republish_payload(): array {
		return array(
			'version' => self::VERSION,
			'event'   => self::REPUBLISH_EVENT,
		);
	}

	/**
	 * What the site reported for an accepted "everything" (its RepublishReport), or null when the answer
	 * is not one: {pages, regenerated, seconds}.
	 */
	public static function republish_report( string $answer ): ?array {
		$json = json_decode( $answer, true );
		if ( ! is_array( $json ) || 'republished' !== ( $json['status'] ?? null ) ) {
			return null;
		}
		foreach ( array( 'pages', 'regenerated', 'seconds' ) as $key ) {
			if ( ! isset( $json[ $key ] ) || ! is_numeric( $json[ $key ] ) ) {
				return null;
			}
		}
		return array(
			'pages'       => (int) $json['pages'],
			'regenerated' => (int) $json['regenerated'],
			'seconds'     => (float) $json['seconds'],
		);
	}

	/**
	 * The payload with its delivery id: 128 random bits drawn once per change, then sent with every
	 * attempt (the WP-Cron retries carry the payload), so the site acts on a change once and answers a
	 * replay, or a retry of a delivery that did arrive, "already done". A payload queued by an older
	 * version of the plugin gets the current version and an id here.
	 *
	 * @param string|null $id For tests: a fixed id instead of a random one.
	 */
	public static function identify( array $payload, ?string $id = null ): array {
		$id = $payload['deliveryId'] ?? $id ?? bin2hex( random_bytes( 16 ) );
		unset( $payload['version'], $payload['deliveryId'] );
		return array(
			'version'    => self::VERSION,
			'deliveryId' => $id,
		) + $payload;
	}

	/** The raw body: the identified payload with its sending time. These exact bytes are signed. */
	public static function body( array $payload, int $sent_at ): string {
		$payload['sentAt'] = gmdate( 'Y-m-d\TH:i:s\Z', $sent_at );
		return (string) json_encode( $payload, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}

	/**
	 * `sha256=<hex HMAC-SHA256 of "<purpose>.<timestamp>.<body>">`: signing the time with the body stops
	 * replays; the purpose ('webhook', 'sections', 'ping') keeps a signature made for one use from passing for another.
	 */
	public static function signature( string $secret, int $timestamp, string $body, string $purpose = 'webhook' ): string {
		return 'sha256=' . hash_hmac( 'sha256', $purpose . '.' . $timestamp . '.' . $body, $secret );
	}

	/** Headers of a signed delivery. */
	public static function headers( string $secret, int $timestamp, string $body ): array {
		return array(
			'Content-Type'         => 'application/json',
			self::TIMESTAMP_HEADER => (string) $timestamp,
			self::SIGNATURE_HEADER => self::signature( $secret, $timestamp, $body ),
		);
	}

	/**
	 * Whether a failed attempt may succeed later. Network errors (null), timeouts and 5xx can heal;
	 * a 4xx (wrong secret, clock off by minutes, webhook switched off) will fail the same way again.
	 */
	public static function retryable( ?int $status ): bool {
		return null === $status || 408 === $status || 429 === $status || $status >= 500;
	}

	/** Seconds until the next attempt after attempt number $attempt failed, or null to give up. */
	public static function retry_delay( int $attempt ): ?int {
		return self::RETRY_DELAYS[ $attempt - 1 ] ?? null;
	}

	/*
	 * Preview (docs/editors.md, "Editors: preview"): a link to the site's preview route with a short-lived
	 * token, and the signed GET that asks the site for its section map. Tests write signed samples to
	 * tests/preview-samples.json, which the site's lib/preview/plugin-samples.test.ts checks.
	 */
	const PREVIEW_TOKEN_VERSION = 1;
	const PREVIEW_PATH          = '/api/preview';
	const SECTIONS_PATH         = '/api/preview/sections';
	/** A preview link lives ten minutes: the longest the site accepts. */
	const PREVIEW_TOKEN_SECONDS = 600;

	/**
	 * `<base64url of {"v":1,"post":…,"user":…,"exp":…,"n":…}>.<hex HMAC-SHA256 of "preview.<that base64url>">`:
	 * the purpose in the signed text keeps a token from passing for anything else the secret signs. `n`, 16
	 * random hex digits, makes each link its own: the site spends a link once, and two Previews of
	 * one post in the same second would otherwise be one link, the second refused as used.
	 */
	public static function preview_token( string $secret, int $post, int $user, int $now, ?string $nonce = null ): string {
		$claims  = array(
			'v'    => self::PREVIEW_TOKEN_VERSION,
			'post' => $post,
			'user' => $user,
			'exp'  => $now + self::PREVIEW_TOKEN_SECONDS,
			'n'    => $nonce ?? bin2hex( random_bytes( 8 ) ),
		);
		$payload = rtrim( strtr( base64_encode( (string) json_encode( $claims ) ), '+/', '-_' ), '=' );
		return $payload . '.' . hash_hmac( 'sha256', 'preview.' . $payload, $secret );
	}

	/** The site's preview route with a token. */
	public static function preview_url( string $site, string $token ): string {
		return rtrim( $site, '/' ) . self::PREVIEW_PATH . '?token=' . rawurlencode( $token );
	}

	/** Headers of a signed GET to the site: the webhook's, over "<METHOD> <path>" instead of a body, for 'sections'. */
	public static function request_headers( string $secret, int $timestamp, string $method, string $path ): array {
		return array(
			self::TIMESTAMP_HEADER => (string) $timestamp,
			self::SIGNATURE_HEADER => self::signature( $secret, $timestamp, strtoupper( $method ) . ' ' . $path, 'sections' ),
		);
	}

	/*
	 * Site Health (docs/editors.md, "Editors: Site Health"): a signed POST to the webhook's address + PING_SUFFIX,
	 * `{"version":1,"pingId":<32 hex>,"preview":bool}` signed like a delivery with `ping` as the purpose. The
	 * site accepts each id once and answers its contact form, limits and (when asked) preview account. Tests
	 * write signed samples to tests/ping-samples.json, which the site's lib/revalidate/ping.test.ts checks.
	 */
	const PING_SUFFIX  = '/ping';
	const PING_VERSION = 1;

	/** The ping's address: beside the webhook, so it takes the same way to the site. */
	public static function ping_url( string $webhook_url ): string {
		return rtrim( $webhook_url, '/' ) . self::PING_SUFFIX;
	}

	/**
	 * The ping's body; $preview asks the site to try its preview account against WordPress.
	 *
	 * @param string|null $id For tests: a fixed id instead of a random one.
	 */
	public static function ping_body( bool $preview, ?string $id = null ): string {
		return (string) json_encode(
			array(
				'version' => self::PING_VERSION,
				'pingId'  => $id ?? bin2hex( random_bytes( 16 ) ),
				'preview' => $preview,
			)
		);
	}

	public static function ping_headers( string $secret, int $timestamp, string $body ): array {
		return array(
			'Content-Type'         => 'application/json',
			self::TIMESTAMP_HEADER => (string) $timestamp,
			self::SIGNATURE_HEADER => self::signature( $secret, $timestamp, $body, 'ping' ),
		);
	}
}
