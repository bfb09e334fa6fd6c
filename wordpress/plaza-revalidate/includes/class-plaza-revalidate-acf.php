<?php
/**
 * The plaza's custom fields under `acf` in REST replies. With Advanced Custom Fields active, ACF serves
 * them from the local field groups registered here (Plaza_Revalidate_Fields). Without it, a stand-in
 * reads them from (and writes them to) post meta of the same names, so a plain WordPress answers the
 * shape the site reads.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * The real field groups, or the `acf` REST field stand-in.
 */
final class Plaza_Revalidate_Acf {

	/** Hooks either side: ACF's own registration hook when ACF is loaded, the REST stand-in otherwise. */
	public static function boot(): void {
		if ( class_exists( 'ACF' ) ) {
			add_action( 'acf/include_fields', array( Plaza_Revalidate_Fields::class, 'register_acf' ) );
			return;
		}
		add_action( 'rest_api_init', array( self::class, 'register' ) );
	}

	public static function register(): void {
		$names      = array_merge( array_keys( Plaza_Revalidate_Fields::POST_FIELDS ), Plaza_Revalidate_Fields::hours_fields() );
		$properties = array_fill_keys( $names, array( 'type' => 'string' ) );
		register_rest_field(
			'post',
			'acf',
			array(
				'get_callback'    => array( self::class, 'get' ),
				'update_callback' => array( self::class, 'update' ),
				'schema'          => array(
					'description'          => __( 'Plaza custom fields (stand-in for Advanced Custom Fields).', 'plaza-revalidate' ),
					'type'                 => 'object',
					'properties'           => $properties,
					'additionalProperties' => false,
					'context'              => array( 'view', 'edit', 'embed' ),
				),
			)
		);
	}

	/** The post's fields, '' when unset: what ACF answers for the same group. */
	public static function get( array $post ): array {
		$values = array();
		foreach ( Plaza_Revalidate_Fields::names_for( wp_get_post_categories( (int) $post['id'] ) ) as $field ) {
			$values[ $field ] = (string) get_post_meta( (int) $post['id'], $field, true );
		}
		return $values;
	}

	/** Only the post's fields given are written; the REST schema has already refused unknown keys and non-strings. */
	public static function update( $values, WP_Post $post ): bool {
		$names = Plaza_Revalidate_Fields::names_for( wp_get_post_categories( $post->ID ) );
		foreach ( (array) $values as $field => $value ) {
			if ( in_array( $field, $names, true ) ) {
				// update_post_meta() unslashes what it is given: slash it, or a typed backslash is lost.
				update_post_meta( $post->ID, $field, wp_slash( wp_kses_post( (string) $value ) ) );
			}
		}
		return true;
	}
}
