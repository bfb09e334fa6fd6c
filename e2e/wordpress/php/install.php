<?php
/**
 * Installs WordPress without a browser (Debian ships no wp-cli), activates the companion plugin and
 * creates an application password for the tests' REST writes. Prints JSON: {application_password}.
 *
 *     php install.php /path/to/wordpress
 */

$root = $argv[1];
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = parse_url( 'http://127.0.0.1', PHP_URL_HOST );
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

/** No mail server here: the "your new site" mail is skipped. */
function wp_new_blog_notification() {}

$installed = wp_install( 'Plaza París (tests)', 'admin', 'admin@plaza.example', false, '', wp_generate_password( 24 ) );
// WordPress probes pretty permalinks over HTTP, which fails while nothing serves it yet: set them.
update_option( 'permalink_structure', '/%postname%/' );
delete_option( 'rewrite_rules' );
update_option( 'timezone_string', 'America/Tijuana' );

$activated = activate_plugin( 'plaza-revalidate/plaza-revalidate.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'plugin: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}

list( $password ) = WP_Application_Passwords::create_new_application_password( (int) $installed['user_id'], array( 'name' => 'plaza-e2e' ) );
echo json_encode( array( 'application_password' => $password ) ), "\n";
