<?php
/**
 * The visitor behind a message the Plaza París site forwards to Contact Form 7. The site posts from its
 * own server, so without this CF7 would judge every visitor by the server's address and user agent
 * (`[_remote_ip]`, `[_user_agent]`, the disallowed list, Akismet). The site sends them in a header signed
 * with the shared secret (lib/contact/client-header.ts); a header that does not verify is ignored.
 *
 *   X-Plaza-Client: base64url(JSON {"ip", "ua", "ref", "ts"})
 *   X-Plaza-Client-Signature: sha256=hex(HMAC-SHA256(PLAZA_REVALIDATE_SECRET, "contact-client." . value of X-Plaza-Client))
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Verifies the header and hands its facts to CF7's own filters.
 */
final class Plaza_Contact_Client {

	/** A signature is good this long (the site signs each attempt afresh), and this far in the future. */
	const MAX_AGE     = 300;
	const FUTURE_SKEW = 60;
	/** What the HMAC covers before the value: no other signature of the secret passes for this one. */
	const PURPOSE = 'contact-client';

	/** @var array{ip: string, ua: string, ref: string}|null|false Per request; false: not read yet. */
	private static $verified = false;

	/**
	 * The header's facts, or null when anything is off: wrong or missing signature, expired, malformed,
	 * or bound to another message than the posted `plaza-reference`. Pure: tested by tests/contact.php.
	 *
	 * @return array{ip: string, ua: string, ref: string}|null
	 */
	public static function verify( string $value, string $signature, string $secret, string $posted_reference, int $now ): ?array {
		if ( '' === $value || '' === $secret || strlen( $value ) > 4096 ) {
			return null;
		}
		if ( ! hash_equals( 'sha256=' . hash_hmac( 'sha256', self::PURPOSE . '.' . $value, $secret ), $signature ) ) {
			return null;
		}
		$json  = base64_decode( strtr( $value, '-_', '+/' ), true );
		$facts = is_string( $json ) ? json_decode( $json, true ) : null;
		if ( ! is_array( $facts ) || ! isset( $facts['ip'], $facts['ua'], $facts['ref'], $facts['ts'] ) ) {
			return null;
		}
		$age = $now - (int) $facts['ts'];
		if ( $age > self::MAX_AGE || $age < -self::FUTURE_SKEW ) {
			return null;
		}
		if ( ! is_string( $facts['ref'] ) || $facts['ref'] !== $posted_reference ) {
			return null;
		}
		$ip = is_string( $facts['ip'] ) && false !== filter_var( $facts['ip'], FILTER_VALIDATE_IP ) ? $facts['ip'] : '';
		$ua = is_string( $facts['ua'] ) ? substr( $facts['ua'], 0, 512 ) : '';
		return array(
			'ip'  => $ip,
			'ua'  => $ua,
			'ref' => $facts['ref'],
		);
	}

	/**
	 * This request's verified facts (read once).
	 *
	 * @return array{ip: string, ua: string, ref: string}|null
	 */
	public static function current(): ?array {
		if ( false === self::$verified ) {
			$secret = defined( 'PLAZA_REVALIDATE_SECRET' ) ? (string) PLAZA_REVALIDATE_SECRET : '';
			// phpcs:disable WordPress.Security -- compared against an HMAC before any use.
			$value     = isset( $_SERVER['HTTP_X_PLAZA_CLIENT'] ) ? (string) wp_unslash( $_SERVER['HTTP_X_PLAZA_CLIENT'] ) : '';
			$signature = isset( $_SERVER['HTTP_X_PLAZA_CLIENT_SIGNATURE'] ) ? (string) wp_unslash( $_SERVER['HTTP_X_PLAZA_CLIENT_SIGNATURE'] ) : '';
			$reference = isset( $_POST['plaza-reference'] ) ? (string) wp_unslash( $_POST['plaza-reference'] ) : '';
			// phpcs:enable
			self::$verified = self::verify( $value, $signature, $secret, $reference, time() );
		}
		return self::$verified;
	}

	/** For tests and long-running processes: forget what this request verified. */
	public static function reset(): void {
		self::$verified = false;
	}

	/**
	 * `rest_pre_dispatch`: before CF7's feedback route reads $_SERVER (its submission takes the user agent
	 * from there, with no filter), the visitor's user agent replaces the site server's.
	 *
	 * @param mixed           $result  Passed through.
	 * @param WP_REST_Server  $server  Unused.
	 * @param WP_REST_Request $request The request.
	 * @return mixed
	 */
	public static function before_feedback( $result, $server, $request ) {
		$route = is_object( $request ) && method_exists( $request, 'get_route' ) ? (string) $request->get_route() : '';
		if ( preg_match( '#^/contact-form-7/v1/contact-forms/\d+/feedback$#', $route ) ) {
			$facts = self::current();
			if ( $facts ) {
				$_SERVER['HTTP_USER_AGENT'] = $facts['ua'];
			}
		}
		return $result;
	}

	/** `wpcf7_remote_ip_addr`: the visitor's address instead of the site server's. */
	public static function remote_ip( $ip ) {
		$facts = self::current();
		return $facts && '' !== $facts['ip'] ? $facts['ip'] : $ip;
	}

	/**
	 * `wpcf7_spam` (priority 9, before Akismet's 10): CF7 marks a user agent under two characters as spam.
	 * For a message the site relayed (verified header) that verdict says nothing: the site checked its own
	 * honeypot, and the user agent is the visitor's own, however short. Any other reason stands.
	 *
	 * @param bool   $spam       CF7's verdict so far.
	 * @param object $submission WPCF7_Submission.
	 */
	public static function spam( $spam, $submission = null ) {
		if ( ! $spam || ! self::current() || ! is_object( $submission ) || ! method_exists( $submission, 'get_spam_log' ) ) {
			return $spam;
		}
		$short = function_exists( '__' ) ? __( 'User-Agent string is unnaturally short.', 'contact-form-7' ) : 'User-Agent string is unnaturally short.';
		return ! self::only_short_user_agent( (array) $submission->get_spam_log(), $short );
	}

	/**
	 * Whether CF7's spam log holds nothing but its short-user-agent entry. Pure.
	 *
	 * @param array<int, array{agent?: string, reason?: string}> $log The submission's spam log.
	 */
	public static function only_short_user_agent( array $log, string $reason ): bool {
		if ( ! $log ) {
			return false;
		}
		foreach ( $log as $entry ) {
			if ( 'wpcf7' !== ( $entry['agent'] ?? '' ) || $reason !== ( $entry['reason'] ?? '' ) ) {
				return false;
			}
		}
		return true;
	}
}
