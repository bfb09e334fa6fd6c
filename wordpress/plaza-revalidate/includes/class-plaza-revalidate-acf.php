<?php
/**
 * Without the Advanced Custom Fields plugin, serves the plaza's custom fields under `acf` in REST
 * replies (read from, and written to, post meta of the same names), so a plain WordPress answers the
 * shape the site reads. With ACF active this does nothing: ACF serves the field itself.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * The `acf` REST field stand-in.
 */
final class Plaza_Revalidate_Acf {

	/** The fields the site reads (docs/editors.md). */
	const FIELDS = array( 'descripcion', 'descripcion2', 'red_instagram', 'red_facebook', 'pagina_web', 'video' );

	public static function register(): void {
		if ( class_exists( 'ACF' ) ) {
			return;
		}
		$properties = array_fill_keys( self::FIELDS, array( 'type' => 'string' ) );
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

	/** Every field, '' when unset: what ACF answers for an empty text field. */
	public static function get( array $post ): array {
		$values = array();
		foreach ( self::FIELDS as $field ) {
			$values[ $field ] = (string) get_post_meta( (int) $post['id'], $field, true );
		}
		return $values;
	}

	/** Only the fields given are written; the REST schema has already refused unknown keys and non-strings. */
	public static function update( $values, WP_Post $post ): bool {
		foreach ( (array) $values as $field => $value ) {
			if ( in_array( $field, self::FIELDS, true ) ) {
				update_post_meta( $post->ID, $field, wp_kses_post( (string) $value ) );
			}
		}
		return true;
	}
}
