<?php
/**
 * Router for `php -S`: files are served as they are, every other path goes to WordPress's index.php
 * (the built-in server has no mod_rewrite, so /wp-json/... would 404). Each request is appended to a
 * log with millisecond times: the tests read it to see which REST queries the site made, and when.
 */

$log = getenv( 'PLAZA_WP_REQUEST_LOG' );
if ( $log ) {
	file_put_contents( $log, sprintf( "%.3f %s %s\n", microtime( true ), $_SERVER['REQUEST_METHOD'], $_SERVER['REQUEST_URI'] ), FILE_APPEND | LOCK_EX );
}

// Fault injection for one test (05-counters.spec.ts): "<category>:<ms>" in this file holds back the
// site's next read of that category by <ms> after WordPress has read the database, as a slow network
// would: a render that asked before an edit gets the content from before it, late. Once: the first
// request to claim the file (an atomic rename) is the one held back.
$slow = (string) getenv( 'PLAZA_WP_SLOW_FILE' );
if ( $slow && 'GET' === $_SERVER['REQUEST_METHOD'] && preg_match( '/[?&]categories=(\d+)&_embed=/', $_SERVER['REQUEST_URI'], $asked )
	&& preg_match( '/^(\d+):(\d+)$/', trim( (string) @file_get_contents( $slow ) ), $held ) && $held[1] === $asked[1]
	&& @rename( $slow, $slow . '.claimed.' . getmypid() ) ) {
	ob_start(); // WordPress flushes its buffers in its own shutdown hook, which runs after this one.
	register_shutdown_function( fn() => usleep( (int) $held[2] * 1000 ) );
}

// A base URL that redirects (03-contact-setup.spec.ts): everything under /moved/ answers a permanent
// redirect to the same address without it, as a site moved to another path or host would.
if ( preg_match( '#^/moved(/.*)$#', $_SERVER['REQUEST_URI'], $moved ) ) {
	header( 'Location: http://' . $_SERVER['HTTP_HOST'] . $moved[1], true, 301 );
	return true;
}

// Contact Form 7's feedback route, made to fail (02-contact-queue.spec.ts) while the file PLAZA_WP_CONTACT_FAULT_FILE
// holds one of: "slow-before:<ms>" (the request waits before WordPress takes it: CF7 slow), "slow-after:<ms>"
// (WordPress, hence CF7, has done everything, mail included; the answer is held back: a timeout after CF7
// mailed), "status:<code>" (WordPress never runs; an HTML error page with that status). Every request while
// the file says so, until a test empties it. Only POSTs to the feedback route: the form's schema still answers.
$fault = (string) getenv( 'PLAZA_WP_CONTACT_FAULT_FILE' );
if ( $fault && 'POST' === $_SERVER['REQUEST_METHOD'] && preg_match( '#^/wp-json/contact-form-7/v1/contact-forms/\d+/feedback/?$#', (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) )
	&& preg_match( '/^(slow-before|slow-after|status):(\d+)$/', trim( (string) @file_get_contents( $fault ) ), $failing ) ) {
	if ( 'status' === $failing[1] ) {
		http_response_code( (int) $failing[2] );
		header( 'Content-Type: text/html; charset=UTF-8' );
		echo '<!DOCTYPE html><title>Internal Server Error</title><p>The server could not answer (test harness).</p>';
		return true;
	}
	if ( 'slow-before' === $failing[1] ) {
		usleep( (int) $failing[2] * 1000 );
	} else {
		ob_start(); // As above: held back after WordPress has done its work, before a byte of the answer leaves.
		register_shutdown_function( fn() => usleep( (int) $failing[2] * 1000 ) );
	}
}

$path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ( '/' !== $path && ( is_file( $file ) || is_file( rtrim( $file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
