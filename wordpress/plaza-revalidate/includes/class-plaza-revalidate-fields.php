<?php
/**
 * The plaza's custom fields (docs/editors.md, the names the site reads under `acf` in REST): one
 * definition, used both to register a real ACF local field group when Advanced Custom Fields is active
 * and by the stand-in that serves the same names from post meta when it is not.
 *
 * Labels and instructions are translatable (Plaza_Revalidate_I18n loads the Spanish translation), so
 * build the groups at `init` or later, never at load time.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Field names, types and the ACF field groups.
 */
final class Plaza_Revalidate_Fields {

	/** On every post. */
	const POST_FIELDS = array(
		'descripcion'    => 'textarea',
		'descripcion2'   => 'text',
		'red_instagram'  => 'url',
		'red_facebook'   => 'url',
		'pagina_web'     => 'url',
		'video'          => 'url',
		'titulo_en'      => 'text',
		'extracto_en'    => 'textarea',
		'descripcion_en' => 'textarea',
		'contenido_en'   => 'wysiwyg',
	);

	/** Opening hours: horario_<day>_abre / _cierra on the phone-and-counters post. */
	const DAYS = array( 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo' );

	/** The site's default category of the phone-and-counters post (lib/wordpress/categories.ts). */
	const HOURS_CATEGORY = 25;

	/** What the site reads ("08:00"); ACF stores H:i:s. */
	const TIME_FORMAT = 'H:i';

	const POST_GROUP  = 'group_plaza_post_fields';
	const HOURS_GROUP = 'group_plaza_opening_hours';

	/** The category whose post carries the opening hours (filter `plaza_revalidate_hours_category`). */
	public static function hours_category(): int {
		return (int) apply_filters( 'plaza_revalidate_hours_category', self::HOURS_CATEGORY );
	}

	/** horario_lunes_abre, horario_lunes_cierra, … in day order. */
	public static function hours_fields(): array {
		$names = array();
		foreach ( self::DAYS as $day ) {
			$names[] = "horario_{$day}_abre";
			$names[] = "horario_{$day}_cierra";
		}
		return $names;
	}

	/** The field names a post has: every post's, plus the hours on a post of the hours category. */
	public static function names_for( array $categories ): array {
		$names = array_keys( self::POST_FIELDS );
		if ( in_array( self::hours_category(), array_map( 'intval', $categories ), true ) ) {
			$names = array_merge( $names, self::hours_fields() );
		}
		return $names;
	}

	/** Both ACF field groups, as acf_add_local_field_group() takes them. */
	public static function groups(): array {
		return array( self::post_group(), self::hours_group() );
	}

	private static function post_group(): array {
		$labels = array(
			'descripcion'    => array( __( 'Description', 'plaza-revalidate' ), __( 'Short description shown on the directory card. On the phone-and-counters post: the number of shops.', 'plaza-revalidate' ) ),
			'descripcion2'   => array( __( 'Second description', 'plaza-revalidate' ), __( 'Usually the phone number. On the phone-and-counters post: the number of clinics.', 'plaza-revalidate' ) ),
			'red_instagram'  => array( __( 'Instagram', 'plaza-revalidate' ), __( 'Full address of the Instagram profile (https://…).', 'plaza-revalidate' ) ),
			'red_facebook'   => array( __( 'Facebook', 'plaza-revalidate' ), __( 'Full address of the Facebook page (https://…).', 'plaza-revalidate' ) ),
			'pagina_web'     => array( __( 'Website', 'plaza-revalidate' ), __( 'Full address of the website (https://…).', 'plaza-revalidate' ) ),
			'video'          => array( __( 'Video', 'plaza-revalidate' ), __( 'Address of a YouTube video.', 'plaza-revalidate' ) ),
			'titulo_en'      => array( __( 'Title in English', 'plaza-revalidate' ), __( 'Shown on the English pages. Empty: the Spanish title is shown.', 'plaza-revalidate' ) ),
			'extracto_en'    => array( __( 'Excerpt in English', 'plaza-revalidate' ), __( 'Plain text. Directory cards show its first 125 characters. Empty: the Spanish excerpt is shown.', 'plaza-revalidate' ) ),
			'descripcion_en' => array( __( 'Description in English', 'plaza-revalidate' ), __( 'Plain text, the English version of the description. Empty: the Spanish description is shown.', 'plaza-revalidate' ) ),
			'contenido_en'   => array( __( 'Content in English', 'plaza-revalidate' ), __( 'The English version of the post\'s content. Empty: the Spanish content is shown.', 'plaza-revalidate' ) ),
		);
		$fields = array();
		foreach ( self::POST_FIELDS as $name => $type ) {
			$field = self::field( $name, $type, $labels[ $name ][0], $labels[ $name ][1] );
			if ( 'textarea' === $type ) {
				$field['new_lines'] = ''; // Plain text: no <br> or <p> added, in REST or elsewhere.
				$field['rows']      = 3;
			}
			if ( 'wysiwyg' === $type ) {
				$field['media_upload'] = 0;
			}
			$fields[] = $field;
		}
		return array(
			'key'          => self::POST_GROUP,
			'title'        => __( 'Plaza París: fields', 'plaza-revalidate' ),
			'fields'       => $fields,
			'location'     => array( array( array( 'param' => 'post_type', 'operator' => '==', 'value' => 'post' ) ) ),
			'position'     => 'normal',
			'show_in_rest' => 1,
		);
	}

	private static function hours_group(): array {
		$days   = array(
			'lunes'     => __( 'Monday', 'plaza-revalidate' ),
			'martes'    => __( 'Tuesday', 'plaza-revalidate' ),
			'miercoles' => __( 'Wednesday', 'plaza-revalidate' ),
			'jueves'    => __( 'Thursday', 'plaza-revalidate' ),
			'viernes'   => __( 'Friday', 'plaza-revalidate' ),
			'sabado'    => __( 'Saturday', 'plaza-revalidate' ),
			'domingo'   => __( 'Sunday', 'plaza-revalidate' ),
		);
		$hint   = __( 'Leave both times of a day empty when the plaza is closed that day.', 'plaza-revalidate' );
		$fields = array();
		foreach ( $days as $day => $label ) {
			/* translators: %s: day of the week */
			$opens = self::field( "horario_{$day}_abre", 'time_picker', sprintf( __( '%s: opens', 'plaza-revalidate' ), $label ), $hint );
			/* translators: %s: day of the week */
			$closes = self::field( "horario_{$day}_cierra", 'time_picker', sprintf( __( '%s: closes', 'plaza-revalidate' ), $label ), '' );
			foreach ( array( $opens, $closes ) as $field ) {
				$fields[] = array_merge(
					$field,
					array(
						'display_format' => 'g:i a',
						'return_format'  => self::TIME_FORMAT,
						'wrapper'        => array( 'width' => '50' ),
					)
				);
			}
		}
		return array(
			'key'          => self::HOURS_GROUP,
			'title'        => __( 'Plaza París: opening hours', 'plaza-revalidate' ),
			'fields'       => $fields,
			'location'     => array(
				array(
					array( 'param' => 'post_type', 'operator' => '==', 'value' => 'post' ),
					array( 'param' => 'post_category', 'operator' => '==', 'value' => 'category:' . self::hours_category() ),
				),
			),
			'position'     => 'normal',
			'show_in_rest' => 1,
		);
	}

	private static function field( string $name, string $type, string $label, string $instructions ): array {
		return array(
			'key'           => 'field_plaza_' . $name,
			'name'          => $name,
			'label'         => $label,
			'instructions'  => $instructions,
			'type'          => $type,
			// An unset field answers "" in REST, like a text field ACF has never saved (not null).
			'default_value' => '',
		);
	}

	/** With ACF active: registers both groups, and hands REST the times as the site reads them. */
	public static function register_acf(): void {
		foreach ( self::groups() as $group ) {
			acf_add_local_field_group( $group );
		}
		foreach ( self::hours_fields() as $name ) {
			add_filter( "acf/rest/format_value_for_rest/key=field_plaza_{$name}", array( self::class, 'time_for_rest' ), 10, 1 );
		}
	}

	/**
	 * ACF stores a time as "08:00:00" and REST answers what it stored unless asked for `acf_format=standard`;
	 * the site reads "08:00" (the fields' return format), so REST gets that too.
	 */
	public static function time_for_rest( $value ) {
		return is_string( $value ) && preg_match( '/^(\d{2}:\d{2})(:\d{2})?$/', $value, $time ) ? $time[1] : $value;
	}
}
