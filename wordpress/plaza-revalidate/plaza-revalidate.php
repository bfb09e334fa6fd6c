<?php
/**
 * Plugin Name:       Plaza París companion
 * Description:       The Plaza París website's side of WordPress. Tells the site which posts changed, so their pages are republished within seconds (a signed webhook per save, retried by WP-Cron, with a delivery log under Tools and a notice in the block editor after each Update), and lets an administrator republish the whole site. Registers the plaza's custom fields (Advanced Custom Fields field groups, labelled in English and Spanish; served from post meta when ACF is absent). Creates the plaza's Contact Form 7 form with the fields and limits the site sends, takes that form's messages only when the site signed them with the shared secret (others are refused), hands CF7 the visitor's address and user agent they name and mails each message reference once. Opens Preview and View on the real site (a signed preview link per click), lists the site's sections under Plaza París, and adds its checks to Tools → Site Health (the site, the contact form, preview, WP-Cron).
 * Version:           3.3.1
 * Requires at least: 6.8
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * Text Domain:       plaza-revalidate
 *
 * Settings are wp-config.php constants: PLAZA_REVALIDATE_URL, PLAZA_REVALIDATE_SECRET, PLAZA_SITE_URL (the
 * site's public address, for preview and view links; the webhook's origin when unset) and, for hosts that
 * rebuild instead, PLAZA_DEPLOY_HOOK_URL (docs/editors.md). Tested with WordPress 6.8 and 7.1,
 * Contact Form 7 6.1 and Advanced Custom Fields 6.8 on PHP 8.2 (README). The folder and slug keep the
 * plugin's first name, plaza-revalidate, so existing installs update in place.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/** Changing it rewrites the plaza's Contact Form 7 form on the next request (Plaza_Revalidate_Contact_Form). */
const PLAZA_REVALIDATE_VERSION = '3.3.1';

require_once __DIR__ . '/includes/class-plaza-revalidate-contract.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-changes.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-hooks.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-lookup.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-log.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-delivery.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-admin.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-republish.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-editor-notice.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-fields.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-acf.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-contact-form.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-i18n.php';
require_once __DIR__ . '/includes/class-plaza-contact-client.php';
require_once __DIR__ . '/includes/class-plaza-contact-references.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-sections.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-sections-page.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-preview.php';
require_once __DIR__ . '/includes/class-plaza-revalidate-health.php';

/**
 * Wires the hooks. Post types followed: 'post' (the plaza's content), filterable.
 */
function plaza_revalidate_boot(): void {
	$types = (array) apply_filters( 'plaza_revalidate_post_types', array( 'post' ) );
	$hooks = new Plaza_Revalidate_Hooks( new Plaza_Revalidate_Changes(), new Plaza_Revalidate_Lookup( $types ), $types );
	foreach ( Plaza_Revalidate_Hooks::map() as list( $hook, $method, $args ) ) {
		add_action( $hook, array( $hooks, $method ), 10, $args );
	}

	// Once per request, when every hook of the save has run.
	add_action(
		'shutdown',
		function () use ( $hooks ) {
			$payloads = $hooks->payloads();
			if ( ! $payloads ) {
				return;
			}
			// Under PHP-FPM the editor gets the reply now and the deliveries happen after it.
			// Elsewhere (mod_php, php -S) the capped requests below are what the save waits for.
			if ( function_exists( 'fastcgi_finish_request' ) ) {
				fastcgi_finish_request();
			}
			Plaza_Revalidate_Delivery::send( $payloads );
		},
		// After wp_ob_end_flush_all (priority 1) has sent the page.
		100
	);

	add_action( Plaza_Revalidate_Delivery::RETRY_HOOK, array( Plaza_Revalidate_Delivery::class, 'retry' ), 10, 3 );
	add_action( 'http_api_curl', array( Plaza_Revalidate_Delivery::class, 'cap_curl' ), 10, 2 );
	add_action( 'admin_menu', array( Plaza_Revalidate_Admin::class, 'menu' ) );
	// "Republish the whole site" on the Tools page, and the block editor's notice after an Update.
	Plaza_Revalidate_Republish::boot();
	Plaza_Revalidate_Editor_Notice::boot( $types );
	// Translations before ACF builds its field groups (init, priority 5).
	add_action( 'init', array( Plaza_Revalidate_I18n::class, 'load' ), 1 );
	Plaza_Revalidate_Acf::boot();
	// After Contact Form 7 has registered its post type and form-tags (init, priority 10).
	add_action( 'init', array( Plaza_Revalidate_Contact_Form::class, 'maybe_sync' ), 20 );
	// Named after the form-tag's type: `textarea*` is the required textarea of the plaza's form.
	foreach ( array( 'textarea', 'textarea*' ) as $type ) {
		add_filter( "wpcf7_posted_data_{$type}", array( Plaza_Revalidate_Contact_Form::class, 'unix_line_breaks' ) );
	}
	// Preview and View on the site, and the Plaza París page (docs/editors.md, "Editors: preview").
	Plaza_Revalidate_Preview::boot();
	Plaza_Revalidate_Sections::boot();
	// Tools → Site Health: the site, the contact form, preview and WP-Cron (docs/editors.md, "Editors: Site Health").
	Plaza_Revalidate_Health::boot();
}
// After every plugin has loaded, so their plaza_revalidate_post_types filters count.
add_action( 'plugins_loaded', 'plaza_revalidate_boot' );
// Contact messages from the site: the visitor's address and user agent for CF7, one mail per reference.
add_action( 'plugins_loaded', array( Plaza_Contact_References::class, 'boot' ) );
register_activation_hook( __FILE__, array( Plaza_Revalidate_Contact_Form::class, 'activate' ) );
