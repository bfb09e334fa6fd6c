<?php
/**
 * Tests of the Site Health judgements (run by tests/run.php, with its check() and the stand-in __()), and
 * signed ping samples for the site (tests/ping-samples.json, checked by lib/revalidate/ping.test.ts).
 *
 * @package Plaza_Revalidate
 */

if ( ! function_exists( 'esc_html' ) ) {
	function esc_html( $text ) {
		return htmlspecialchars( (string) $text, ENT_QUOTES );
	}
}
require dirname( __DIR__ ) . '/includes/class-plaza-revalidate-health.php';

$now    = 1795303695;
$health = Plaza_Revalidate_Health::class;
$state  = fn( array $result ) => $result['status'] . ': ' . $result['label'];

// WP-Cron: an event due four minutes ago is on time for a runner that ticks every minute; ten minutes is not.
$cron = array(
	$now - 240 => array( 'wp_version_check' => array( 'a' => array() ) ),
	$now + 60  => array( 'plaza_revalidate_retry' => array( 'b' => array() ) ),
	'version'  => 2,
);
check( 'cron on time', $state( $health::judge_wp_cron( $cron, $now, true ) ), 'good: WP-Cron runs on time' );
$cron[ $now - 600 ] = array( 'publish_future_post' => array( 'c' => array(), 'd' => array() ) );
ksort( $cron );
$late = $health::judge_wp_cron( $cron, $now, true );
check( 'cron late', $late['status'], 'critical' );
check( 'cron late: counts and names the oldest', (bool) preg_match( '/: 2\. The oldest, publish_future_post, is 10 minutes late/', $late['description'] ), true );
check( 'cron late with DISABLE_WP_CRON: start the runner', false !== strpos( $late['actions'], 'systemctl enable --now plaza-wp-cron.timer' ), true );
check( 'cron late without it: set it', false !== strpos( $health::judge_wp_cron( $cron, $now, false )['actions'], 'set DISABLE_WP_CRON' ), true );

// The site.
$secret = str_repeat( 'k', 32 );
$url    = 'https://plaza.example/api/revalidate';
$answer = fn( int $status, string $word ) => array( 'status' => $status, 'json' => array( 'status' => $word ) );
check( 'site: no URL', $state( $health::judge_site( '', $secret, null ) ), 'critical: The site is not told about edits' );
check( 'site: short secret', $state( $health::judge_site( $url, str_repeat( 'k', 31 ), null ) ), 'critical: The shared secret is missing or too short' );
check( 'site: down', $state( $health::judge_site( $url, $secret, array( 'error' => 'cURL error 7: Failed to connect' ) ) ), 'critical: The site does not answer' );
check( 'site: down names the address', false !== strpos( $health::judge_site( $url, $secret, array( 'error' => 'x' ) )['description'], $url . '/ping' ), true );
check( 'site: ok', $state( $health::judge_site( $url, $secret, $answer( 200, 'ok' ) ) ), "good: The site answers and accepts this WordPress's signature" );
check( 'site: secrets differ', $state( $health::judge_site( $url, $secret, $answer( 401, 'signature_invalid' ) ) ), "critical: The site refuses this WordPress's signature" );
check( 'site: clocks', $state( $health::judge_site( $url, $secret, $answer( 401, 'timestamp_expired' ) ) ), 'critical: The clocks of WordPress and the site differ' );
check( 'site: webhook off', $health::judge_site( $url, $secret, $answer( 404, 'not_found' ) )['status'], 'critical' );
check( 'site: rate limited', $health::judge_site( $url, $secret, $answer( 429, 'rate_limited' ) )['status'], 'recommended' );
check( 'site: 502', $health::judge_site( $url, $secret, $answer( 502, '' ) )['description'], '<p>The site answered 502. Until this is fixed, an Update reaches the site only at its next interval refresh.</p>' );

// The contact form.
$limits  = Plaza_Revalidate_Contact_Form::LIMITS;
$contact = fn( $form_id, array $site_limits ) => array(
	'status' => 200,
	'json'   => array(
		'status'  => 'ok',
		'contact' => array(
			'formId' => $form_id,
			'limits' => $site_limits,
		),
	),
);
check( 'form: no Contact Form 7', $health::judge_contact_form( null, array(), null )['status'], 'recommended' );
check( 'form: gone', $state( $health::judge_contact_form( -7, array(), null ) ), "critical: The plaza's contact form is missing" );
check( 'form: matches', $state( $health::judge_contact_form( 7, $limits, $contact( 7, $limits ) ) ), "good: The plaza's contact form matches the site" );
check( 'form: site not answering', $health::judge_contact_form( 7, $limits, array( 'error' => 'x' ) )['status'], 'recommended' );
check( 'form: another form', $state( $health::judge_contact_form( 7, $limits, $contact( 8, $limits ) ) ), 'critical: The site sends its messages to another form' );
check( 'form: site in outbox mode', false !== strpos( $health::judge_contact_form( 7, $limits, $contact( null, $limits ) )['description'], 'CF7_FORM_ID is not set' ), true );
$shorter = $health::judge_contact_form( 7, array( 'your-message' => 4000 ) + $limits, $contact( 7, $limits ) );
check( 'form: limits differ', $shorter['status'], 'critical' );
check( 'form: names the field', false !== strpos( $shorter['description'], 'your-message: 4000 in the form, 5000 on the site' ), true );

// Preview.
$preview = fn( string $account ) => array(
	'status' => 200,
	'json'   => array(
		'status'  => 'ok',
		'preview' => $account,
	),
);
check( 'preview: ok', $health::judge_preview( $preview( 'ok' ) )['status'], 'good' );
check( 'preview: not configured', $health::judge_preview( $preview( 'not_configured' ) )['status'], 'recommended' );
check( 'preview: password refused', $state( $health::judge_preview( $preview( 'rejected' ) ) ), "critical: WordPress refuses the site's preview account" );
check( 'preview: not an Editor', $health::judge_preview( $preview( 'not_editor' ) )['status'], 'critical' );
check( 'preview: site down', $health::judge_preview( array( 'error' => 'x' ) )['status'], 'recommended' );

// Signed pings for the site's test: its own code must accept them, once.
check( 'ping url', Plaza_Revalidate_Contract::ping_url( $url . '/' ), $url . '/ping' );
$pings = array();
foreach ( array( false, true ) as $with_preview ) {
	$body    = Plaza_Revalidate_Contract::ping_body( $with_preview, md5( 'ping ' . (int) $with_preview ) );
	$headers = Plaza_Revalidate_Contract::ping_headers( 'plaza-test-secret-0123456789abcdef', $now, $body );
	$pings[] = array(
		'secret'    => 'plaza-test-secret-0123456789abcdef',
		'timestamp' => $headers['x-plaza-timestamp'],
		'signature' => $headers['x-plaza-signature'],
		'body'      => $body,
	);
}
check( 'ping: a random id otherwise', (bool) preg_match( '/"pingId":"[0-9a-f]{32}"/', Plaza_Revalidate_Contract::ping_body( false ) ), true );
$file     = __DIR__ . '/ping-samples.json';
$json     = json_encode( $pings, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n";
$previous = is_file( $file ) ? file_get_contents( $file ) : '';
file_put_contents( $file, $json );
check( 'tests/ping-samples.json is the committed file (review `git diff`, commit it, run again)', $previous === $json, true );
