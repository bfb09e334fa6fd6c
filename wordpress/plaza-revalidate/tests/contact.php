<?php
/**
 * Tests of the contact classes (visitor header, one mail per reference), run by tests/run.php with its
 * check() helper. The CF7 hooks are driven with a stand-in submission and an array store; the real
 * WordPress run (e2e/wordpress) drives them through Contact Form 7 itself.
 *
 * @package Plaza_Revalidate
 */

defined( 'DAY_IN_SECONDS' ) || define( 'DAY_IN_SECONDS', 86400 );
require_once dirname( __DIR__ ) . '/includes/class-plaza-contact-client.php';
require_once dirname( __DIR__ ) . '/includes/class-plaza-contact-references.php';

/** What the site sends (lib/contact/client-header.ts), for a given secret and time. */
function plaza_client_header( string $secret, array $facts ): array {
	$value = rtrim( strtr( base64_encode( json_encode( $facts ) ), '+/', '-_' ), '=' );
	return array( $value, 'sha256=' . hash_hmac( 'sha256', 'contact-client.' . $value, $secret ) );
}

$secret = 'plaza-test-secret-0123456789abcdef-0123456789abcdef';
$now    = 1795303695;
$facts  = array( 'ip' => '203.0.113.44', 'ua' => 'x', 'ref' => '7KQ2M-X9D4P', 'ts' => $now );
list( $value, $signature ) = plaza_client_header( $secret, $facts );

check( 'client: verified', Plaza_Contact_Client::verify( $value, $signature, $secret, '7KQ2M-X9D4P', $now + 10 ), array( 'ip' => '203.0.113.44', 'ua' => 'x', 'ref' => '7KQ2M-X9D4P' ) );
check( 'client: a forged header without the secret is ignored', Plaza_Contact_Client::verify( $value, plaza_client_header( 'guessed', $facts )[1], $secret, '7KQ2M-X9D4P', $now ), null );
check( 'client: no signature', Plaza_Contact_Client::verify( $value, '', $secret, '7KQ2M-X9D4P', $now ), null );
check( 'client: no secret configured', Plaza_Contact_Client::verify( $value, $signature, '', '7KQ2M-X9D4P', $now ), null );
check( 'client: a changed value', Plaza_Contact_Client::verify( $value . 'A', $signature, $secret, '7KQ2M-X9D4P', $now ), null );
check( 'client: bound to its message', Plaza_Contact_Client::verify( $value, $signature, $secret, 'AAAAA-BBBBB', $now ), null );
check( 'client: expired after 5 minutes', Plaza_Contact_Client::verify( $value, $signature, $secret, '7KQ2M-X9D4P', $now + 301 ), null );
check( 'client: not from the future', Plaza_Contact_Client::verify( $value, $signature, $secret, '7KQ2M-X9D4P', $now - 61 ), null );
list( $bad_ip, $bad_ip_sig ) = plaza_client_header( $secret, array_merge( $facts, array( 'ip' => 'junk' ) ) );
check( 'client: an address that is not one is dropped', Plaza_Contact_Client::verify( $bad_ip, $bad_ip_sig, $secret, '7KQ2M-X9D4P', $now )['ip'], '' );

$short = 'User-Agent string is unnaturally short.';
check( 'spam: only the short user agent', Plaza_Contact_Client::only_short_user_agent( array( array( 'agent' => 'wpcf7', 'reason' => $short ) ), $short ), true );
check( 'spam: another reason stands', Plaza_Contact_Client::only_short_user_agent( array( array( 'agent' => 'wpcf7', 'reason' => $short ), array( 'agent' => 'akismet', 'reason' => 'spam' ) ), $short ), false );
check( 'spam: an empty log is no reason to clear', Plaza_Contact_Client::only_short_user_agent( array(), $short ), false );

/** The options table, as an array. */
final class Array_Reference_Store implements Plaza_Contact_Reference_Store {
	public $rows = array();
	public function claim( string $reference, string $value ): bool {
		if ( isset( $this->rows[ $reference ] ) ) {
			return false;
		}
		$this->rows[ $reference ] = $value;
		return true;
	}
	public function get( string $reference ): ?string {
		return $this->rows[ $reference ] ?? null;
	}
	public function set( string $reference, string $value ): void {
		$this->rows[ $reference ] = $value;
	}
	public function delete( string $reference ): void {
		unset( $this->rows[ $reference ] );
	}
}

/** A CF7 submission as the hooks see it. */
final class Fake_Submission {
	private $reference;
	public function __construct( string $reference ) {
		$this->reference = $reference;
	}
	public function get_posted_string( string $name ): string {
		return 'plaza-reference' === $name ? $this->reference : '';
	}
}

/**
 * One CF7 submission through the hooks in CF7's order (before_send_mail, skip_mail, mail, mail_sent or
 * mail_failed, feedback response). Returns [status, mailed?, plaza_reference].
 */
function plaza_submit( Plaza_Contact_References $references, string $reference, bool $mail_works = true, ?callable $during_mail = null ): array {
	$abort = false;
	$references->before_send( null, $abort, new Fake_Submission( $reference ) );
	if ( $abort ) {
		$response = $references->response( array( 'status' => 'aborted' ) );
		return array( 'aborted', false, $response['plaza_reference'] ?? null );
	}
	$mailed = false;
	if ( ! $references->skip_mail( false ) ) {
		if ( $during_mail ) {
			$during_mail();
		}
		$mailed = $mail_works;
	}
	$status = $references->skip_mail( false ) || $mailed ? 'mail_sent' : 'mail_failed';
	if ( 'mail_sent' === $status ) {
		$references->mail_sent();
	} else {
		$references->mail_failed();
	}
	$response = $references->response( array( 'status' => $status ) );
	return array( $status, $mailed, $response['plaza_reference'] ?? null );
}

$store      = new Array_Reference_Store();
$clock      = $now;
$references = new Plaza_Contact_References( $store, function () use ( &$clock ) {
	return $clock;
}, fn() => true );
check( 'references: first time mails', plaza_submit( $references, '7KQ2M-X9D4P' ), array( 'mail_sent', true, null ) );
check( 'references: remembered as mailed', $store->get( '7KQ2M-X9D4P' ), "mailed:{$now}" );
check( 'references: a repeat (a timeout retried) answers mail_sent without mailing', plaza_submit( $references, '7KQ2M-X9D4P' ), array( 'mail_sent', false, 'duplicate' ) );
check( 'references: another reference mails', plaza_submit( $references, 'ABCDE-12345' ), array( 'mail_sent', true, null ) );
check( 'references: a message without one is CF7 as usual', plaza_submit( $references, '' ), array( 'mail_sent', true, null ) );
check( 'references: a failed mail releases the claim', plaza_submit( $references, 'FFFFF-00000', false ), array( 'mail_failed', false, null ) );
check( 'references: so the retry mails', plaza_submit( $references, 'FFFFF-00000' ), array( 'mail_sent', true, null ) );
// A repeat that arrives while the first is still mailing waits (the site retries), never mails twice.
$inner = null;
plaza_submit( $references, 'WWWWW-11111', true, function () use ( $store, &$inner, $clock ) {
	$second = new Plaza_Contact_References( $store, function () use ( $clock ) {
		return $clock;
	}, fn() => true );
	$inner  = plaza_submit( $second, 'WWWWW-11111' );
} );
check( 'references: a repeat during the first mail is aborted as in progress', $inner, array( 'aborted', false, 'in_progress' ) );
// A reference posted to CF7's public route by anyone but the site (no verified X-Plaza-Client for it) is
// neither claimed nor skipped: it mails as CF7 always does, and the site's own delivery of it mails too.
$relayed  = false;
$guarded  = new Plaza_Contact_References( $store, function () use ( $clock ) {
	return $clock;
}, function () use ( &$relayed ) {
	return $relayed;
} );
check( 'references: an unrelayed post mails and claims nothing', plaza_submit( $guarded, 'GGGGG-22222' ), array( 'mail_sent', true, null ) );
check( 'references: so nothing is remembered for it', $store->get( 'GGGGG-22222' ), null );
$relayed = true;
check( 'references: the site’s own delivery then mails', plaza_submit( $guarded, 'GGGGG-22222' ), array( 'mail_sent', true, null ) );
$relayed = false;
check( 'references: an unrelayed repeat of a mailed reference is not skipped either', plaza_submit( $guarded, 'GGGGG-22222' ), array( 'mail_sent', true, null ) );
$relayed = true;
check( 'references: the site’s repeat is', plaza_submit( $guarded, 'GGGGG-22222' ), array( 'mail_sent', false, 'duplicate' ) );
check( 'references: decide mailing (recent)', Plaza_Contact_References::decide( "mailing:{$now}", $now + 60 ), 'wait' );
check( 'references: decide mailing (stale: the mailing process died)', Plaza_Contact_References::decide( "mailing:{$now}", $now + 601 ), 'mail' );
check( 'references: decide mailed', Plaza_Contact_References::decide( "mailed:{$now}", $now + 86400 ), 'skip' );

// The sample the site's signer produces (lib/contact/client-header.test.ts pins the same values).
check(
	'client: the site’s own sample verifies',
	Plaza_Contact_Client::verify(
		'eyJpcCI6IjIwMy4wLjExMy40NCIsInVhIjoiTW96aWxsYS81LjAgKFgxMTsgTGludXggeDg2XzY0KSDDkWFuZMO6IiwicmVmIjoiN0tRMk0tWDlENFAiLCJ0cyI6MTc5NTMwMzY5NX0',
		'sha256=db32d55ebb148412eee1b0dcdd14e330acc41d68bc559fe20c55c8961f18f5d4',
		$secret,
		'7KQ2M-X9D4P',
		$now
	),
	array( 'ip' => '203.0.113.44', 'ua' => 'Mozilla/5.0 (X11; Linux x86_64) Ñandú', 'ref' => '7KQ2M-X9D4P' )
);
