<?php
/**
 * Plugin Name: Plaza e2e: offline
 * Description: Test harness only (e2e/wordpress/up.sh). The machine has no internet: WordPress's update
 * checks (core, plugins, themes, translations) would each fail and log a warning on the first wp-admin
 * visit, so they are not scheduled or run; and Site Health's background-updates check, which reads WordPress.org's
 * file checksums (a warning when that fails), is left out. Everything else is left as it is.
 */

add_action(
	'init',
	static function () {
		remove_action( 'admin_init', '_maybe_update_core' );
		remove_action( 'admin_init', '_maybe_update_plugins' );
		remove_action( 'admin_init', '_maybe_update_themes' );
		remove_action( 'admin_init', 'wp_maybe_auto_update' );
		remove_action( 'init', 'wp_schedule_update_checks' );
		foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php' ) as $hook ) {
			remove_action( $hook, 'wp_update_plugins' );
		}
		foreach ( array( 'load-themes.php', 'load-update.php', 'load-update-core.php' ) as $hook ) {
			remove_action( $hook, 'wp_update_themes' );
		}
		remove_action( 'load-update-core.php', 'wp_update_core' );
		remove_action( 'wp_version_check', 'wp_version_check' );
		remove_action( 'wp_update_plugins', 'wp_update_plugins' );
		remove_action( 'wp_update_themes', 'wp_update_themes' );
	},
	0
);

add_filter(
	'site_status_tests',
	static function ( $tests ) {
		unset( $tests['async']['background_updates'] );
		return $tests;
	}
);
