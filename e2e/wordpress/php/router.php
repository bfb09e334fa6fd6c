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

// Fault injection for one test (3-counters.spec.ts): "<category>:<ms>" in this file holds back the
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

$path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ( '/' !== $path && ( is_file( $file ) || is_file( rtrim( $file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
