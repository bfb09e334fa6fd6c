<?php
/**
 * Installs WordPress without a browser (Debian ships no wp-cli), activates Contact Form 7, Advanced
 * Custom Fields and the companion plugin, and creates the tests' users: the administrator and an Editor,
 * each with an application password for REST. Prints JSON:
 * {admin_password, editor_user, editor_password}.
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

function fail( string $message ): void {
	fwrite( STDERR, "[install] {$message}\n" );
	exit( 1 );
}

$installed = wp_install( 'Plaza París (tests)', 'admin', 'admin@plaza.example', false, '', wp_generate_password( 24 ) );
// WordPress probes pretty permalinks over HTTP, which fails while nothing serves it yet: set them.
update_option( 'permalink_structure', '/%postname%/' );
delete_option( 'rewrite_rules' );
update_option( 'timezone_string', 'America/Tijuana' );

// The plugins the plaza runs, then ours (it creates the contact form once Contact Form 7 is there).
foreach ( array( 'contact-form-7/wp-contact-form-7.php', 'advanced-custom-fields/acf.php', 'plaza-revalidate/plaza-revalidate.php' ) as $plugin ) {
	$activated = activate_plugin( $plugin );
	if ( is_wp_error( $activated ) ) {
		fail( "{$plugin}: " . $activated->get_error_message() );
	}
}

$editor = wp_insert_user(
	array(
		'user_login' => 'editor',
		'user_pass'  => wp_generate_password( 24 ),
		'user_email' => 'editor@plaza.example',
		'role'       => 'editor',
	)
);
is_wp_error( $editor ) && fail( 'editor: ' . $editor->get_error_message() );

$password = fn( int $user ) => WP_Application_Passwords::create_new_application_password( $user, array( 'name' => 'plaza-e2e' ) )[0];
echo json_encode(
	array(
		'admin_password'  => $password( (int) $installed['user_id'] ),
		'editor_user'     => 'editor',
		'editor_password' => $password( $editor ),
	)
), "\n";
