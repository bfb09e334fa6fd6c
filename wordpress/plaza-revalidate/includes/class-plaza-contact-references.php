<?php
/**
 * One mail per message reference. The Plaza París site retries a message until Contact Form 7 takes it;
 * when an attempt timed out after CF7 had mailed, the retry must not mail again. Each message carries its
 * reference in the hidden field `plaza-reference`; this class remembers the references mailed (30 days)
 * and skips a repeat through CF7's `wpcf7_skip_mail` filter, answering `mail_sent` as the first time.
 *
 * Only a message the site relayed counts: one whose signature (`X-Plaza-Client`) verifies for the posted
 * form, reference and fields (Plaza_Contact_Client). CF7's REST route is public, so anyone may post a
 * reference to another form; without that signature it is CF7 as usual, and cannot make the site's later
 * delivery of it skip its mail.
 *
 * A reference is claimed atomically before mailing ("mailing"), marked "mailed" after, released when the
 * mail failed. A repeat that arrives while the first is still mailing is aborted with
 * `plaza_reference: in_progress` in CF7's answer: the site retries it later and then finds it mailed.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Where references are kept: the options table in WordPress, an array in tests.
 */
interface Plaza_Contact_Reference_Store {
	/** Stores the value unless the key exists; true when this call stored it. */
	public function claim( string $reference, string $value ): bool;
	public function get( string $reference ): ?string;
	public function set( string $reference, string $value ): void;
	public function delete( string $reference ): void;
}

/**
 * The options table, with an INSERT IGNORE for the atomic claim (add_option() is not atomic).
 */
final class Plaza_Contact_Option_Store implements Plaza_Contact_Reference_Store {
	const PREFIX = 'plaza_contact_ref_';

	private function name( string $reference ): string {
		return self::PREFIX . $reference;
	}

	public function claim( string $reference, string $value ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic claim needs one statement.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", $this->name( $reference ), $value ) );
	}

	public function get( string $reference ): ?string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no object cache in between: another request may have written it.
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $this->name( $reference ) ) );
		return null === $value ? null : (string) $value;
	}

	public function set( string $reference, string $value ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->update( $wpdb->options, array( 'option_value' => $value ), array( 'option_name' => $this->name( $reference ) ) );
	}

	public function delete( string $reference ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->delete( $wpdb->options, array( 'option_name' => $this->name( $reference ) ) );
	}

	/** Daily: forgets references older than Plaza_Contact_References::REMEMBER seconds. */
	public static function prune(): void {
		global $wpdb;
		$cutoff = time() - Plaza_Contact_References::REMEMBER;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND CAST(SUBSTRING_INDEX(option_value, ':', -1) AS UNSIGNED) < %d", $wpdb->esc_like( self::PREFIX ) . '%', $cutoff ) );
	}
}

/**
 * The de-duplication, as CF7 hooks.
 */
final class Plaza_Contact_References {

	const REMEMBER      = 30 * DAY_IN_SECONDS;
	/** A claim older than this whose mail never finished (a PHP process killed mid-mail) is taken over. */
	const STALE_MAILING = 600;
	const PATTERN       = '/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/';

	/** @var Plaza_Contact_Reference_Store */
	private $store;
	/** @var callable(): int */
	private $clock;
	/** @var callable(): bool Whether this request is the site's relay of the posted reference. */
	private $relayed;
	/** @var string|null The reference this request claimed. */
	private $claimed = null;
	/** @var string|null 'duplicate' or 'in_progress' for this request's answer. */
	private $verdict = null;

	public function __construct( Plaza_Contact_Reference_Store $store, ?callable $clock = null, ?callable $relayed = null ) {
		$this->store   = $store;
		$this->clock   = $clock ?? 'time';
		$this->relayed = $relayed ?? fn() => null !== Plaza_Contact_Client::current();
	}

	/**
	 * What to do with a reference, given what is stored for it. Pure.
	 *
	 * @return string 'mail' (claimed or taken over), 'skip' (mailed before), 'wait' (being mailed now).
	 */
	public static function decide( ?string $stored, int $now ): string {
		if ( null === $stored ) {
			return 'mail';
		}
		list( $state, $since ) = array_pad( explode( ':', $stored, 2 ), 2, '0' );
		if ( 'mailed' === $state ) {
			return 'skip';
		}
		return $now - (int) $since > self::STALE_MAILING ? 'mail' : 'wait';
	}

	/**
	 * `wpcf7_before_send_mail`: claims the posted reference, or aborts a repeat still being mailed.
	 *
	 * @param object $contact_form Unused.
	 * @param bool   $abort        Set to abort this submission.
	 * @param object $submission   WPCF7_Submission.
	 */
	public function before_send( $contact_form, &$abort, $submission ): void {
		$this->claimed = null;
		$this->verdict = null;
		// Not get_posted_string(): CF7 6.1's trims null (deprecated) on a form without the field.
		$posted        = is_object( $submission ) && method_exists( $submission, 'get_posted_data' ) ? $submission->get_posted_data( 'plaza-reference' ) : null;
		$reference     = is_string( $posted ) ? trim( $posted ) : '';
		if ( ! preg_match( self::PATTERN, $reference ) || ! ( $this->relayed )() ) {
			return; // Not a message the site relayed: CF7 as usual.
		}
		$now = ( $this->clock )();
		if ( $this->store->claim( $reference, "mailing:{$now}" ) ) {
			$this->claimed = $reference;
			return;
		}
		$action = self::decide( $this->store->get( $reference ), $now );
		if ( 'skip' === $action ) {
			$this->verdict = 'duplicate';
		} elseif ( 'wait' === $action ) {
			$this->verdict = 'in_progress';
			$abort         = true;
		} else {
			$this->store->set( $reference, "mailing:{$now}" );
			$this->claimed = $reference;
		}
	}

	/** `wpcf7_skip_mail`: a reference mailed before is answered `mail_sent` without mailing again. */
	public function skip_mail( $skip ) {
		return 'duplicate' === $this->verdict ? true : $skip;
	}

	/** `wpcf7_mail_sent`. */
	public function mail_sent(): void {
		if ( null !== $this->claimed ) {
			$this->store->set( $this->claimed, 'mailed:' . ( $this->clock )() );
		}
	}

	/** `wpcf7_mail_failed`: the claim goes, so the site's retry mails. */
	public function mail_failed(): void {
		if ( null !== $this->claimed ) {
			$this->store->delete( $this->claimed );
		}
	}

	/** `wpcf7_feedback_response`: tells the site what happened to the reference. */
	public function response( $response ) {
		if ( is_array( $response ) && null !== $this->verdict ) {
			$response['plaza_reference'] = $this->verdict;
		}
		return $response;
	}

	/** Wires the hooks (plaza-revalidate.php). */
	public static function boot(): void {
		$references = new self( new Plaza_Contact_Option_Store() );
		add_action( 'wpcf7_before_send_mail', array( $references, 'before_send' ), 1, 3 );
		add_filter( 'wpcf7_skip_mail', array( $references, 'skip_mail' ), 20, 1 );
		add_action( 'wpcf7_mail_sent', array( $references, 'mail_sent' ), 10, 0 );
		add_action( 'wpcf7_mail_failed', array( $references, 'mail_failed' ), 10, 0 );
		add_filter( 'wpcf7_feedback_response', array( $references, 'response' ), 10, 1 );

		// The plaza's form takes the site's signed messages only; the visitor they name is CF7's.
		add_filter( 'rest_request_before_callbacks', array( Plaza_Contact_Client::class, 'gate' ), 10, 3 );
		add_action( 'wpcf7_before_send_mail', array( Plaza_Contact_Client::class, 'before_send' ), 0, 2 );
		add_filter( 'wpcf7_remote_ip_addr', array( Plaza_Contact_Client::class, 'remote_ip' ), 10, 1 );
		add_filter( 'wpcf7_spam', array( Plaza_Contact_Client::class, 'spam' ), 9, 2 );

		add_action( 'plaza_contact_prune_references', array( Plaza_Contact_Option_Store::class, 'prune' ) );
		if ( ! wp_next_scheduled( 'plaza_contact_prune_references' ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', 'plaza_contact_prune_references' );
		}
	}
}
