<?php
/**
 * The plugin's own translations: Spanish for the plaza's admins (the field labels and instructions, the
 * Tools page). WordPress 6.5+ reads `.l10n.php` files directly, so `languages/` holds PHP arrays and
 * there is no build step. Every Spanish locale (es_ES, es_AR…) gets the plaza's Mexican Spanish unless a
 * file of its own exists.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Loads the text domain.
 */
final class Plaza_Revalidate_I18n {

	const DOMAIN = 'plaza-revalidate';

	/** The translation file for a locale, or '' when there is none (English is the source language). */
	public static function file_for( string $locale ): string {
		$dir = dirname( __DIR__ ) . '/languages/';
		foreach ( array( $locale, 0 === strpos( $locale, 'es_' ) ? 'es_MX' : '' ) as $candidate ) {
			$file = $dir . self::DOMAIN . "-{$candidate}.l10n.php";
			if ( '' !== $candidate && is_readable( $file ) ) {
				return $file;
			}
		}
		return '';
	}

	/**
	 * At `init`, before ACF's field groups are built (ACF builds them on `init` too): the labels are
	 * translated for the locale of the user looking at them.
	 */
	public static function load(): void {
		$locale = determine_locale();
		$file   = self::file_for( $locale );
		if ( $file ) {
			// load_textdomain() takes the .mo name and prefers the .l10n.php beside it.
			load_textdomain( self::DOMAIN, substr( $file, 0, -strlen( '.l10n.php' ) ) . '.mo', $locale );
		}
	}
}
