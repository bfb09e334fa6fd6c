<?php
/**
 * Tests of the block editor's notice (run by tests/run.php, with its check() and companion-tests.php's
 * stand-in __()): which log entry is a save's delivery, and what the notice says of it.
 *
 * @package Plaza_Revalidate
 */

if ( ! function_exists( 'wp_date' ) ) {
	function wp_date( $format, $timestamp ) {
		return gmdate( $format, $timestamp );
	}
}
require dirname( __DIR__ ) . '/includes/class-plaza-revalidate-editor-notice.php';

$log = array(
	array( 'time' => 1000, 'target' => 'webhook', 'post' => 246, 'ok' => true, 'result' => '200', 'next' => null ),
	array( 'time' => 990, 'target' => 'deploy', 'post' => 243, 'ok' => true, 'result' => '200', 'next' => null ),
	array( 'time' => 980, 'target' => 'webhook', 'post' => 243, 'ok' => false, 'result' => 'cURL error 7', 'next' => 1040 ),
	array( 'time' => 900, 'target' => 'webhook', 'post' => 243, 'ok' => true, 'result' => '200', 'next' => null ),
);
check( 'notice: the newest webhook delivery of the post since the save', Plaza_Revalidate_Editor_Notice::entry_for( $log, 243, 950 )['time'] ?? null, 980 );
check( 'notice: not the deploy hook, nor another post', Plaza_Revalidate_Editor_Notice::entry_for( $log, 243, 985 ), null );
check( 'notice: nothing since the save yet', Plaza_Revalidate_Editor_Notice::answer( null ), array( 'state' => 'pending' ) );
check( 'notice: taken', Plaza_Revalidate_Editor_Notice::answer( $log[0] )['state'], 'taken' );
check( 'notice: not answered, with the retry time', Plaza_Revalidate_Editor_Notice::answer( $log[2] ), array( 'state' => 'retrying', 'message' => 'The site did not answer this update; it will be sent again at 00:17.' ) );
check( 'notice: refused, naming the answer', Plaza_Revalidate_Editor_Notice::answer( array( 'ok' => false, 'next' => null, 'result' => '401 signature_invalid' ) )['message'], 'The site refused this update (401 signature_invalid): it will show there within the refresh interval. Tell whoever runs the site.' );
$GLOBALS['plaza_test_translations'] = ( include dirname( __DIR__ ) . '/languages/plaza-revalidate-es_MX.l10n.php' )['messages'];
check( 'notice: in Spanish', Plaza_Revalidate_Editor_Notice::answer( $log[2] )['message'], 'El sitio no respondió a esta actualización; se enviará de nuevo a las 00:17.' );
$GLOBALS['plaza_test_translations'] = array();
