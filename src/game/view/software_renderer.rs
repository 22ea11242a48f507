//! A renderer that draws on the CPU (SwiftShader in a browser without a usable GPU, Mesa's
//! lavapipe or llvmpipe) pays for multisampling on every pixel of every frame, so there the
//! board's camera draws without it. Measured in headless Chromium on SwiftShader: the home
//! screen showed 1.0 s after the game's first frames instead of 2.1 s, whose frames took
//! 300-650 ms each with 4x MSAA. A GPU keeps 4x MSAA: the board's lines, drawn at
//! fractional widths, have softer edges with it. The stones and marks are textures with
//! soft edges either way.

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use tracing::info;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        no_multisampling_on_the_cpu.run_if(resource_added::<RenderAdapterInfo>),
    );
}

fn no_multisampling_on_the_cpu(
    adapter: Res<RenderAdapterInfo>,
    mut cameras: Query<&mut Msaa, With<Camera2d>>,
) {
    if adapter.device_type != wgpu_types::DeviceType::Cpu {
        return;
    }
    for mut msaa in &mut cameras {
        *msaa = Msaa::Off;
    }
    let name = &adapter.name;
    info!("the renderer draws on the CPU ({name}): no multisampling");
}
