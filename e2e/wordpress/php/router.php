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

$path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ( '/' !== $path && ( is_file( $file ) || is_file( rtrim( $file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
