<?php
/**
 * Tests of the companion parts (run by tests/run.php, with its check()): the custom fields' definition,
 * the Contact Form 7 form and mail, and the Spanish translation. WordPress's translation and filter
 * functions are stood in for below: these are the plugin's own rules, not WordPress's.
 *
 * @package Plaza_Revalidate
 */

/** Translations in effect for the stand-in __(): source → translated. */
$GLOBALS['plaza_test_translations'] = array();
if ( ! function_exists( '__' ) ) {
	function __( $text, $domain = 'default' ) {
		return $GLOBALS['plaza_test_translations'][ $text ] ?? $text;
	}
}
if ( ! function_exists( 'apply_filters' ) ) {
	function apply_filters( $hook, $value ) {
		return $value;
	}
}
const PLAZA_REVALIDATE_VERSION = 'test';
require dirname( __DIR__ ) . '/includes/class-plaza-revalidate-fields.php';
require dirname( __DIR__ ) . '/includes/class-plaza-revalidate-contact-form.php';
require dirname( __DIR__ ) . '/includes/class-plaza-revalidate-i18n.php';

$repo = dirname( __DIR__, 3 );

// Fields: exactly the names of the shared contract (fields.md, docs/editors.md), in two ACF groups.
check(
	'post fields',
	array_keys( Plaza_Revalidate_Fields::POST_FIELDS ),
	array( 'descripcion', 'descripcion2', 'red_instagram', 'red_facebook', 'pagina_web', 'video', 'titulo_en', 'extracto_en', 'descripcion_en', 'contenido_en' )
);
check( 'English field types', array_intersect_key( Plaza_Revalidate_Fields::POST_FIELDS, array_flip( array( 'titulo_en', 'extracto_en', 'descripcion_en', 'contenido_en' ) ) ), array( 'titulo_en' => 'text', 'extracto_en' => 'textarea', 'descripcion_en' => 'textarea', 'contenido_en' => 'wysiwyg' ) );
check( 'hours fields', count( Plaza_Revalidate_Fields::hours_fields() ), 14 );
check( 'hours fields: first and last', array( Plaza_Revalidate_Fields::hours_fields()[0], Plaza_Revalidate_Fields::hours_fields()[13] ), array( 'horario_lunes_abre', 'horario_domingo_cierra' ) );
check( 'a post outside the hours category', Plaza_Revalidate_Fields::names_for( array( 16 ) ), array_keys( Plaza_Revalidate_Fields::POST_FIELDS ) );
check( 'the counters post has the hours', count( Plaza_Revalidate_Fields::names_for( array( '25', 7 ) ) ), 24 );
list( $post_group, $hours_group ) = Plaza_Revalidate_Fields::groups();
check( 'groups are shown in REST', array( $post_group['show_in_rest'], $hours_group['show_in_rest'] ), array( 1, 1 ) );
check( 'post group on every post', $post_group['location'], array( array( array( 'param' => 'post_type', 'operator' => '==', 'value' => 'post' ) ) ) );
check( 'hours group on the hours category', $hours_group['location'][0][1], array( 'param' => 'post_category', 'operator' => '==', 'value' => 'category:25' ) );
check( 'hours are time pickers returning H:i', array_unique( array_map( fn( $f ) => $f['type'] . ' ' . $f['return_format'], $hours_group['fields'] ) ), array( 'time_picker H:i' ) );
check( 'plain-text textareas add no markup', array_unique( array_column( array_filter( $post_group['fields'], fn( $f ) => 'textarea' === $f['type'] ), 'new_lines' ) ), array( '' ) );
check( 'unset fields answer ""', array_unique( array_column( array_merge( $post_group['fields'], $hours_group['fields'] ), 'default_value' ) ), array( '' ) );
check( 'every field has a label', count( array_filter( array_column( array_merge( $post_group['fields'], $hours_group['fields'] ), 'label' ) ) ), 24 );
check( 'REST time: stored H:i:s', Plaza_Revalidate_Fields::time_for_rest( '08:00:00' ), '08:00' );
check( 'REST time: H:i as is', Plaza_Revalidate_Fields::time_for_rest( '21:30' ), '21:30' );
check( 'REST time: empty stays empty', Plaza_Revalidate_Fields::time_for_rest( '' ), '' );
check( 'REST time: anything else untouched', Plaza_Revalidate_Fields::time_for_rest( 'soon' ), 'soon' );

// The contact form: the site's limits (lib/contact/fields.ts, FIELD_LIMITS), read from the site's source.
preg_match( '/FIELD_LIMITS[^=]*=\s*\{([^}]*)\}/', (string) file_get_contents( $repo . '/lib/contact/fields.ts' ), $site );
preg_match_all( '/(\w+):\s*([\d_]+)/', $site[1] ?? '', $pairs, PREG_SET_ORDER );
$site_limits = array();
foreach ( $pairs as list( , $field, $limit ) ) {
	$site_limits[ 'your-' . $field ] = (int) str_replace( '_', '', $limit );
}
check( 'form limits are the site\'s FIELD_LIMITS', Plaza_Revalidate_Contact_Form::LIMITS, $site_limits );
$form = Plaza_Revalidate_Contact_Form::form();
foreach ( Plaza_Revalidate_Contact_Form::LIMITS as $field => $limit ) {
	check( "form: {$field} required with maxlength {$limit}", (bool) preg_match( "/\\[(text|email|textarea)\\* {$field} (?:[^\\]]* )?maxlength:{$limit}[ \\]]/", $form ), true );
}
foreach ( array( 'plaza-page', 'plaza-lang', 'plaza-reference' ) as $hidden ) {
	check( "form: hidden {$hidden}", substr_count( $form, "[hidden {$hidden}]" ), 1 );
}
$mail = Plaza_Revalidate_Contact_Form::mail( 'Plaza <plaza@example.test>' );
foreach ( array( '[plaza-page]', '[plaza-lang]', '[plaza-reference]', '[_remote_ip]', '[_user_agent]', '[your-name]', '[your-email]', '[your-subject]' ) as $tag ) {
	check( "mail names {$tag}", false !== strpos( $mail['body'], $tag ), true );
}
check( 'mail: the message comes last, after its heading', substr( $mail['body'], -strlen( "\n\nMessage:\n[your-message]" ) ), "\n\nMessage:\n[your-message]" );
check( 'mail: the message once', substr_count( $mail['body'], '[your-message]' ), 1 );
check( 'mail: reply to the visitor', $mail['additional_headers'], 'Reply-To: [your-email]' );
check( 'mail: plain text', array( $mail['use_html'], $mail['active'] ), array( false, true ) );

// Spanish: every string the plugin translates has a translation, and Spanish locales find it.
$messages = ( include dirname( __DIR__ ) . '/languages/plaza-revalidate-es_MX.l10n.php' )['messages'];
$sources  = array();
foreach ( array_merge( glob( dirname( __DIR__ ) . '/includes/*.php' ), array( dirname( __DIR__ ) . '/plaza-revalidate.php' ) ) as $file ) {
	preg_match_all( "/(?:__|esc_html__|esc_attr__|_e|esc_html_e)\\(\\s*'((?:[^'\\\\]|\\\\.)*)'\\s*,\\s*'plaza-revalidate'/", (string) file_get_contents( $file ), $found );
	$sources = array_merge( $sources, array_map( 'stripslashes', $found[1] ) );
}
check( 'the plugin has translatable strings', count( $sources ) > 40, true );
check( 'every string has a Spanish translation', array_values( array_diff( array_unique( $sources ), array_keys( $messages ) ) ), array() );
check( 'no stale translations', array_values( array_diff( array_keys( $messages ), $sources ) ), array() );
check( 'placeholders kept', array_keys( array_filter( $messages, fn( $es, $en ) => substr_count( $es, '%s' ) !== substr_count( $en, '%s' ), ARRAY_FILTER_USE_BOTH ) ), array() );
check( 'es_MX file', basename( Plaza_Revalidate_I18n::file_for( 'es_MX' ) ), 'plaza-revalidate-es_MX.l10n.php' );
check( 'es_AR falls back to es_MX', basename( Plaza_Revalidate_I18n::file_for( 'es_AR' ) ), 'plaza-revalidate-es_MX.l10n.php' );
check( 'English needs no file', Plaza_Revalidate_I18n::file_for( 'en_US' ), '' );
check( 'French has none', Plaza_Revalidate_I18n::file_for( 'fr_FR' ), '' );
$GLOBALS['plaza_test_translations'] = $messages;
check( 'a translated group', Plaza_Revalidate_Fields::groups()[1]['fields'][2]['label'], 'Martes: abre' );
$GLOBALS['plaza_test_translations'] = array();
