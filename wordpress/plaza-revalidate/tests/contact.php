<?php
/**
 * Tests of the contact classes (the site's signature and the visitor it names, the plaza's form refused
 * without it, one mail per reference), run by tests/run.php with its check() helper. The CF7 hooks are
 * driven with stand-ins (a REST request, a submission, an array store); the real WordPress run
 * (e2e/wordpress) drives them through Contact Form 7 itself.
 *
 * @package Plaza_Revalidate
 */

defined( 'DAY_IN_SECONDS' ) || define( 'DAY_IN_SECONDS', 86400 );
require_once dirname( __DIR__ ) . '/includes/class-plaza-revalidate-contact-form.php';
require_once dirname( __DIR__ ) . '/includes/class-plaza-contact-client.php';
require_once dirname( __DIR__ ) . '/includes/class-plaza-contact-references.php';

/** What the site sends (lib/companion/submission.ts), for a given secret and facts. */
function plaza_client_header( string $secret, array $facts ): array {
	$value = rtrim( strtr( base64_encode( json_encode( $facts ) ), '+/', '-_' ), '=' );
	return array( $value, 'sha256=' . hash_hmac( 'sha256', 'contact-client.' . $value, $secret ) );
}

/** The fields as PHP fills $_POST from the site's multipart body: every line break a CRLF. */
function plaza_as_multipart( array $fields ): array {
	return array_map( fn( $value ) => is_string( $value ) ? preg_replace( '/\r\n|\r|\n/', "\r\n", $value ) : $value, $fields );
}

$secret = 'plaza-test-secret-0123456789abcdef-0123456789abcdef';
$now    = 1795303695;
$fields = array(
	'your-name'       => 'Lucía Ñúñez',
	'your-email'      => 'lucia@correo.example',
	'your-subject'    => 'Consulta',
	'your-message'    => "Hola.\n\n¿Abren el domingo? 🩺",
	'plaza-page'      => 'contact',
	'plaza-lang'      => 'es',
	'plaza-reference' => '7KQ2M-X9D4P',
	'_wpcf7_unit_tag' => 'wpcf7-f12-o1',
);
$posted = plaza_as_multipart( $fields );
$facts  = array(
	'ip'     => '203.0.113.44',
	'ua'     => 'x',
	'ref'    => '7KQ2M-X9D4P',
	'form'   => 12,
	'fields' => Plaza_Contact_Client::digest( $fields ),
	'ts'     => $now,
);
list( $value, $signature ) = plaza_client_header( $secret, $facts );
/** The verdict alone, for a header signed over $facts (changed by $changes) and these posted fields. */
$verdict = function ( array $changes = array(), ?array $fields_posted = null, int $form = 12, int $at = 0, string $key = '' ) use ( $secret, $facts, $posted, $now ): string {
	list( $value, $signature ) = plaza_client_header( '' !== $key ? $key : $secret, array_merge( $facts, $changes ) );
	return Plaza_Contact_Client::check( $value, $signature, $secret, $form, $fields_posted ?? $posted, $at ?: $now )['verdict'];
};

check( 'signature: verified over the fields as multipart delivers them', Plaza_Contact_Client::check( $value, $signature, $secret, 12, $posted, $now + 10 ), array( 'verdict' => 'ok', 'ip' => '203.0.113.44', 'ua' => 'x', 'ref' => '7KQ2M-X9D4P' ) );
check( 'signature: none', Plaza_Contact_Client::check( '', '', $secret, 12, $posted, $now )['verdict'], 'missing' );
check( 'signature: no secret here, nothing verifies', Plaza_Contact_Client::check( $value, $signature, '', 12, $posted, $now )['verdict'], 'not_configured' );
check( 'signature: forged without the secret', $verdict( array(), null, 12, 0, 'guessed' ), 'invalid' );
check( 'signature: a header without its signature', Plaza_Contact_Client::check( $value, '', $secret, 12, $posted, $now )['verdict'], 'invalid' );
check( 'signature: a changed header', Plaza_Contact_Client::check( $value . 'A', $signature, $secret, 12, $posted, $now )['verdict'], 'invalid' );
check( 'signature: an older site’s (no form, no fields)', $verdict( array( 'form' => null, 'fields' => null ) ), 'invalid' );
check( 'signature: expired after 5 minutes', $verdict( array(), null, 12, $now + 301 ), 'expired' );
check( 'signature: good for 5 minutes', $verdict( array(), null, 12, $now + 300 ), 'ok' );
check( 'signature: not from the future', $verdict( array(), null, 12, $now - 61 ), 'expired' );
check( 'signature: for another form', $verdict( array(), null, 13 ), 'other_submission' );
check( 'signature: over other fields (another text)', $verdict( array(), array_merge( $posted, array( 'your-message' => 'Otro texto' ) ) ), 'other_submission' );
check( 'signature: over other fields (another page)', $verdict( array(), array_merge( $posted, array( 'plaza-page' => 'pharmacy' ) ) ), 'other_submission' );
check( 'signature: over other fields (one added)', $verdict( array(), array_merge( $posted, array( '_wpcf7_container_post' => '5' ) ) ), 'other_submission' );
check( 'signature: over other fields (one left out)', $verdict( array(), array_diff_key( $posted, array( 'your-subject' => 1 ) ) ), 'other_submission' );
check( 'signature: over other fields (an array)', $verdict( array(), array_merge( $posted, array( 'your-name' => array( 'a' ) ) ) ), 'other_submission' );
check( 'signature: for another reference than the posted one', $verdict( array( 'ref' => 'AAAAA-BBBBB' ) ), 'other_submission' );
check( 'signature: an address that is not one is dropped', Plaza_Contact_Client::check( ...array_merge( plaza_client_header( $secret, array_merge( $facts, array( 'ip' => 'junk' ) ) ), array( $secret, 12, $posted, $now ) ) )['ip'], '' );
check( 'digest: line breaks as LF, CRLF or CR are one', array( Plaza_Contact_Client::digest( $posted ), Plaza_Contact_Client::digest( array_map( fn( $v ) => str_replace( "\r\n", "\r", $v ), $posted ) ) ), array( $facts['fields'], $facts['fields'] ) );
check( 'digest: the order posted does not count', Plaza_Contact_Client::digest( array_reverse( $fields, true ) ), $facts['fields'] );
check( 'digest: a blank line more counts', Plaza_Contact_Client::digest( array_merge( $fields, array( 'your-message' => "Hola.\n\n\n¿Abren el domingo? 🩺" ) ) ) !== $facts['fields'], true );

// The site's own samples (lib/companion/submission.test.ts pins the same headers).
foreach ( json_decode( (string) file_get_contents( __DIR__ . '/submission-samples.json' ), true ) as $sample ) {
	$sample_fields = plaza_as_multipart( array_column( $sample['fields'], 1, 0 ) );
	$verified      = Plaza_Contact_Client::check( $sample['header'], $sample['signature'], $sample['secret'], $sample['formId'], $sample_fields, $sample['now'] );
	check( "site sample {$sample['name']}: verifies", $verified, array( 'verdict' => 'ok', 'ip' => (string) $sample['client']['address'], 'ua' => (string) $sample['client']['userAgent'], 'ref' => $sample['reference'] ) );
	check( "site sample {$sample['name']}: its fields' digest", Plaza_Contact_Client::digest( $sample_fields ), $sample['fieldsDigest'] );
	check( "site sample {$sample['name']}: not with another secret", Plaza_Contact_Client::check( $sample['header'], $sample['signature'], $sample['secret'] . 'x', $sample['formId'], $sample_fields, $sample['now'] )['verdict'], 'invalid' );
}

// The REST gate, with WordPress's and Contact Form 7's classes stood in for.
if ( ! class_exists( 'WP_Error' ) ) {
	final class WP_Error {
		public $code;
		public $data;
		public function __construct( string $code, string $message, array $data ) {
			$this->code = $code;
			$this->data = $data;
		}
	}
}
if ( ! class_exists( 'WPCF7_REST_Controller' ) ) {
	final class WPCF7_REST_Controller {
	}
}
if ( ! function_exists( 'get_option' ) ) {
	function get_option( $name, $fallback = false ) {
		return $GLOBALS['plaza_test_options'][ $name ] ?? $fallback;
	}
}
if ( ! function_exists( 'wp_unslash' ) ) {
	function wp_unslash( $value ) {
		return is_array( $value ) ? array_map( 'wp_unslash', $value ) : stripslashes( (string) $value );
	}
}
/** A POST to a CF7 route as WordPress hands it to the gate. */
final class Fake_Rest_Request {
	private $form;
	private $fields;
	public function __construct( int $form, array $fields ) {
		$this->form   = $form;
		$this->fields = $fields;
	}
	public function get_url_params(): array {
		return array( 'id' => (string) $this->form );
	}
	public function get_body_params(): array {
		return $this->fields;
	}
}
$GLOBALS['plaza_test_options'] = array( Plaza_Revalidate_Contact_Form::OPTION_ID => '12' );
defined( 'PLAZA_REVALIDATE_SECRET' ) || define( 'PLAZA_REVALIDATE_SECRET', $secret );
$feedback = array( 'callback' => array( new WPCF7_REST_Controller(), 'create_feedback' ) );
/** The gate's answer to one request with these headers: null (CF7 goes on) or the refusal's code and status. */
$gate = function ( int $form, array $fields_posted, string $header, string $header_signature, ?array $handler = null ) use ( $feedback ) {
	Plaza_Contact_Client::reset();
	$_SERVER['HTTP_X_PLAZA_CLIENT']           = $header;
	$_SERVER['HTTP_X_PLAZA_CLIENT_SIGNATURE'] = $header_signature;
	$_SERVER['HTTP_USER_AGENT']               = 'site server';
	$answer                                   = Plaza_Contact_Client::gate( null, $handler ?? $feedback, new Fake_Rest_Request( $form, $fields_posted ) );
	return $answer instanceof WP_Error ? array( $answer->code, $answer->data['status'] ) : $answer;
};
$fresh = plaza_client_header( $secret, array_merge( $facts, array( 'ts' => time() ) ) );
check( 'gate: the plaza’s form, signed: CF7 goes on', $gate( 12, $posted, ...$fresh ), null );
check( 'gate: and CF7 reads the visitor’s user agent', $_SERVER['HTTP_USER_AGENT'], 'x' );
check( 'gate: the plaza’s form, unsigned: 403', $gate( 12, $posted, '', '' ), array( 'plaza_signature_missing', 403 ) );
check( 'gate: the plaza’s form, forged', $gate( 12, $posted, ...plaza_client_header( 'guessed', $facts ) ), array( 'plaza_signature_invalid', 403 ) );
check( 'gate: the plaza’s form, expired', $gate( 12, $posted, $value, $signature ), array( 'plaza_signature_expired', 403 ) );
check( 'gate: the plaza’s form, signed for other fields', $gate( 12, array_merge( $posted, array( 'your-message' => 'x' ) ), ...$fresh ), array( 'plaza_signature_other_submission', 403 ) );
check( 'gate: its id written another way', $gate( 12, $posted, '', '' ), $gate( (int) '012', $posted, '', '' ) );
check( 'gate: another CF7 form, unsigned: CF7 as usual', $gate( 13, $posted, '', '' ), null );
check( 'gate: and its user agent is its own', $_SERVER['HTTP_USER_AGENT'], 'site server' );
check( 'gate: another route is not looked at', $gate( 12, $posted, '', '', array( 'callback' => array( new WPCF7_REST_Controller(), 'get_schema' ) ) ), null );
$GLOBALS['plaza_test_options'] = array();
check( 'gate: no form managed by the plugin: nothing refused', $gate( 12, $posted, '', '' ), null );
$GLOBALS['plaza_test_options'] = array( Plaza_Revalidate_Contact_Form::OPTION_ID => '12' );

/** A Contact Form 7 form, as `wpcf7_before_send_mail` gets it. */
final class Fake_Contact_Form {
	private $id;
	public function __construct( int $id ) {
		$this->id = $id;
	}
	public function id(): int {
		return $this->id;
	}
}
$abort = false;
Plaza_Contact_Client::before_send( new Fake_Contact_Form( 12 ), $abort );
check( 'another entrance (no REST): the plaza’s form mails nothing unsigned', $abort, true );
$abort = false;
Plaza_Contact_Client::before_send( new Fake_Contact_Form( 13 ), $abort );
check( 'another entrance: another form mails as usual', $abort, false );
Plaza_Contact_Client::reset();

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
	/** As CF7's: null for a field the form does not have. */
	public function get_posted_data( string $name ) {
		return 'plaza-reference' === $name && '' !== $this->reference ? $this->reference : null;
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
