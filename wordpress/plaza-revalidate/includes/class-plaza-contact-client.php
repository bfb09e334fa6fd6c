<?php
/**
 * The Plaza París site's signature on each message it forwards to Contact Form 7, and the visitor behind it.
 * The site posts from its own server and signs every attempt with the shared secret
 * (lib/companion/submission.ts) over the form, the reference, the time and every posted field.
 *
 *   X-Plaza-Client: base64url(JSON {"ip", "ua", "ref", "form", "fields", "ts"})
 *   X-Plaza-Client-Signature: sha256=hex(HMAC-SHA256(PLAZA_REVALIDATE_SECRET, "contact-client." . value of X-Plaza-Client))
 *
 * CF7's feedback route is public, so the plaza's own form (the option `plaza_contact_form_id`) takes only
 * submissions whose signature verifies: anything else is refused with 403 `plaza_signature_<reason>` before
 * CF7 reads it, and mails nothing if it comes in another way. Other CF7 forms are untouched. A verified
 * signature also hands CF7 the visitor's address and user agent, so `[_remote_ip]`, `[_user_agent]`, the
 * disallowed list and Akismet judge the visitor, not the site's server.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Verifies the signature, refuses the plaza's form without one, and hands the visitor to CF7's filters.
 */
final class Plaza_Contact_Client {

	/** A signature is good this long (the site signs each attempt afresh), and this far in the future. */
	const MAX_AGE     = 300;
	const FUTURE_SKEW = 60;
	/** What the HMAC covers before the value: no other signature of the secret passes for this one. */
	const PURPOSE = 'contact-client';
	/** The refusal's code is this and the reason; the site keeps such a message for its operator. */
	const REFUSED = 'plaza_signature_';

	/** @var array<int, array> This request's verdict, by form id. */
	private static $verdicts = array();

	/**
	 * Hex SHA-256 of the posted fields as netstrings (name, then value), sorted by name, line breaks as LF:
	 * multipart turns the site's LF into CRLF. Null when a value is not text (the site posts none). Pure.
	 *
	 * @param array<string, mixed> $fields The posted fields, unslashed.
	 */
	public static function digest( array $fields ): ?string {
		ksort( $fields, SORT_STRING );
		$text = '';
		foreach ( $fields as $name => $value ) {
			if ( ! is_string( $value ) ) {
				return null;
			}
			$name  = (string) $name;
			$value = (string) preg_replace( '/\r\n?/', "\n", $value );
			$text .= strlen( $name ) . ':' . $name . ',' . strlen( $value ) . ':' . $value . ',';
		}
		return hash( 'sha256', $text );
	}

	/**
	 * The signature's verdict on a submission to form $form with these fields: `ok` with the visitor's
	 * facts, or why not: `not_configured` (no secret here), `missing`, `invalid` (not signed with the
	 * secret, or malformed), `expired`, `other_submission` (signed for another form, reference or fields).
	 * Pure: tested by tests/contact.php.
	 *
	 * @param array<string, mixed> $fields The posted fields, unslashed.
	 * @return array{verdict: string, ip?: string, ua?: string, ref?: string}
	 */
	public static function check( string $value, string $signature, string $secret, int $form, array $fields, int $now ): array {
		if ( '' === $secret ) {
			return array( 'verdict' => 'not_configured' );
		}
		if ( '' === $value && '' === $signature ) {
			return array( 'verdict' => 'missing' );
		}
		if ( strlen( $value ) > 4096 || ! hash_equals( 'sha256=' . hash_hmac( 'sha256', self::PURPOSE . '.' . $value, $secret ), $signature ) ) {
			return array( 'verdict' => 'invalid' );
		}
		$json  = base64_decode( strtr( $value, '-_', '+/' ), true );
		$facts = is_string( $json ) ? json_decode( $json, true ) : null;
		// A site older than plugin 3.1.0 signs no form and no fields: it retries until it is updated too.
		if ( ! is_array( $facts ) || ! isset( $facts['ip'], $facts['ua'], $facts['ref'], $facts['form'], $facts['fields'], $facts['ts'] ) ) {
			return array( 'verdict' => 'invalid' );
		}
		$age = $now - (int) $facts['ts'];
		if ( $age > self::MAX_AGE || $age < -self::FUTURE_SKEW ) {
			return array( 'verdict' => 'expired' );
		}
		$digest = self::digest( $fields );
		if ( (int) $facts['form'] !== $form || null === $digest || ! hash_equals( $digest, (string) $facts['fields'] )
			|| ! is_string( $facts['ref'] ) || ( $fields['plaza-reference'] ?? null ) !== $facts['ref'] ) {
			return array( 'verdict' => 'other_submission' );
		}
		return array(
			'verdict' => 'ok',
			'ip'      => is_string( $facts['ip'] ) && false !== filter_var( $facts['ip'], FILTER_VALIDATE_IP ) ? $facts['ip'] : '',
			'ua'      => is_string( $facts['ua'] ) ? substr( $facts['ua'], 0, 512 ) : '',
			'ref'     => $facts['ref'],
		);
	}

	/**
	 * This request's verdict on a submission to $form (read once per form).
	 *
	 * @param array<string, mixed> $fields The posted fields, unslashed.
	 */
	public static function verdict( int $form, array $fields ): array {
		if ( ! isset( self::$verdicts[ $form ] ) ) {
			$secret = defined( 'PLAZA_REVALIDATE_SECRET' ) ? trim( (string) PLAZA_REVALIDATE_SECRET ) : '';
			// phpcs:disable WordPress.Security -- compared against an HMAC before any use.
			$value     = isset( $_SERVER['HTTP_X_PLAZA_CLIENT'] ) ? (string) wp_unslash( $_SERVER['HTTP_X_PLAZA_CLIENT'] ) : '';
			$signature = isset( $_SERVER['HTTP_X_PLAZA_CLIENT_SIGNATURE'] ) ? (string) wp_unslash( $_SERVER['HTTP_X_PLAZA_CLIENT_SIGNATURE'] ) : '';
			// phpcs:enable
			self::$verdicts[ $form ] = self::check( $value, $signature, $secret, $form, $fields, time() );
		}
		return self::$verdicts[ $form ];
	}

	/**
	 * The verified visitor of the Contact Form 7 submission under way, or null.
	 *
	 * @return array{verdict: string, ip: string, ua: string, ref: string}|null
	 */
	public static function current(): ?array {
		$form = class_exists( 'WPCF7_ContactForm' ) ? WPCF7_ContactForm::get_current() : null;
		if ( ! $form ) {
			return null;
		}
		// phpcs:ignore WordPress.Security.NonceVerification -- compared against the signed digest.
		$verdict = self::verdict( (int) $form->id(), (array) wp_unslash( $_POST ) );
		return 'ok' === $verdict['verdict'] ? $verdict : null;
	}

	/** For tests and long-running processes: forget what this request verified. */
	public static function reset(): void {
		self::$verdicts = array();
	}

	/** Whether $form is the plaza's own form, the one this plugin manages (Plaza_Revalidate_Contact_Form). */
	public static function managed( int $form ): bool {
		return $form > 0 && (int) get_option( Plaza_Revalidate_Contact_Form::OPTION_ID ) === $form;
	}

	/**
	 * `rest_request_before_callbacks`: CF7's feedback route, matched, before Contact Form 7 runs. A signed
	 * submission gets its visitor's user agent (CF7 takes it from $_SERVER, with no filter); one to the
	 * plaza's form without a valid signature is refused with 403 and never reaches CF7 (nothing validated,
	 * checked for spam, stored or mailed).
	 *
	 * @param mixed           $response Null, or what an earlier check answered (kept).
	 * @param array           $handler  The matched route's handler.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public static function gate( $response, $handler, $request ) {
		$callback = is_array( $handler ) ? ( $handler['callback'] ?? null ) : null;
		if ( null !== $response || ! is_array( $callback ) || ! ( ( $callback[0] ?? null ) instanceof WPCF7_REST_Controller ) || 'create_feedback' !== ( $callback[1] ?? '' ) ) {
			return $response;
		}
		$form    = (int) ( $request->get_url_params()['id'] ?? 0 );
		$verdict = self::verdict( $form, (array) $request->get_body_params() );
		if ( 'ok' === $verdict['verdict'] ) {
			$_SERVER['HTTP_USER_AGENT'] = $verdict['ua'];
			return $response;
		}
		if ( ! self::managed( $form ) ) {
			return $response;
		}
		return new WP_Error(
			self::REFUSED . $verdict['verdict'],
			__( 'This form takes only the messages the Plaza París website relays, signed with the shared secret (PLAZA_REVALIDATE_SECRET).', 'plaza-revalidate' ),
			array( 'status' => 403 )
		);
	}

	/**
	 * `wpcf7_before_send_mail` (first): the plaza's form reached another way than the REST route (CF7's
	 * no-JavaScript post to any page) mails nothing unless the site signed it. An abort cannot be skipped,
	 * as CF7's spam check can be (`wpcf7_skip_spam_check`).
	 *
	 * @param object $contact_form WPCF7_ContactForm.
	 * @param bool   $abort        Set to abort this submission.
	 */
	public static function before_send( $contact_form, &$abort ): void {
		if ( is_object( $contact_form ) && method_exists( $contact_form, 'id' ) && self::managed( (int) $contact_form->id() ) && ! self::current() ) {
			$abort = true;
		}
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
